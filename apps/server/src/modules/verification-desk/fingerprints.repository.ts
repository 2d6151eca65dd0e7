import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { accounts, files, fingerprintBands, videoFingerprints, workFiles, works } from '../../db/schema';
import type { Db } from '../../platform/db/database';

/** Candidates compared bit by bit at most: those sharing the most bands with the new video. */
const MAX_CANDIDATES = 200;

export type Fingerprint = {
  id: number;
  fileId: string;
  sha256: string;
  frames: string;
};

/** A video another fingerprint may match, with what the panel says of it. */
export interface HeldVideo {
  fileId: string;
  worksId: number | null;
  uploadedAt: Date;
  ownerId: number;
  creatorName: string;
}

/** Each video's fingerprint and the bands that index it (docs/decisions/0082). */
export const fingerprintsRepository = {
  /** Stores a video's fingerprint and its bands, replacing any earlier one (a job run again). */
  async save(db: Db, row: { fileId: string; sha256: string; frames: string }, bands: number[]) {
    await db.delete(videoFingerprints).where(eq(videoFingerprints.fileId, row.fileId));
    const [saved] = await db.insert(videoFingerprints).values(row).returning({ id: videoFingerprints.id });
    const id = saved?.id as number;
    const distinct = [...new Set(bands)];
    if (distinct.length)
      await db.insert(fingerprintBands).values(distinct.map((band) => ({ band, fingerprintId: id })));
    return id;
  },

  ofFiles: (db: Db, fileIds: string[]): Promise<Fingerprint[]> =>
    fileIds.length
      ? db
          .select({
            id: videoFingerprints.id,
            fileId: videoFingerprints.fileId,
            sha256: videoFingerprints.sha256,
            frames: videoFingerprints.frames,
          })
          .from(videoFingerprints)
          .where(inArray(videoFingerprints.fileId, fileIds))
      : Promise.resolve([]),

  /**
   * The fingerprints that share at least `least` of these bands (the new video's), most shared
   * first, at most MAX_CANDIDATES, itself left out: one index scan per band, then a count.
   */
  async candidates(db: Db, bands: number[], least: number, self: number): Promise<Fingerprint[]> {
    if (!bands.length) return [];
    const rows = await db.execute<Fingerprint>(sql`
      SELECT f.id, f.file_id AS "fileId", f.sha256, f.frames
      FROM (
        SELECT fingerprint_id, count(*) AS shared FROM ${fingerprintBands}
        WHERE band = ANY(${`{${[...new Set(bands)].join(',')}}`}::int[]) AND fingerprint_id <> ${self}
        GROUP BY fingerprint_id HAVING count(*) >= ${least}
        ORDER BY shared DESC LIMIT ${MAX_CANDIDATES}
      ) c
      JOIN ${videoFingerprints} f ON f.id = c.fingerprint_id`);
    return rows.rows;
  },

  /** Other videos with the very same bytes. */
  sameBytes: (db: Db, sha256: string, self: number): Promise<Fingerprint[]> =>
    db
      .select({
        id: videoFingerprints.id,
        fileId: videoFingerprints.fileId,
        sha256: videoFingerprints.sha256,
        frames: videoFingerprints.frames,
      })
      .from(videoFingerprints)
      .where(and(eq(videoFingerprints.sha256, sha256), sql`${videoFingerprints.id} <> ${self}`)),

  /** Ready videos without a fingerprint (sent before fingerprints were made, or whose job was lost), oldest first. */
  unfingerprinted: async (db: Db, limit: number) =>
    (
      await db.execute<{ id: string }>(sql`
        SELECT f.id FROM ${files} f
        WHERE f.state = 'ready' AND f.mime LIKE 'video/%'
          AND NOT EXISTS (SELECT 1 FROM ${videoFingerprints} v WHERE v.file_id = f.id)
        ORDER BY f.created_at LIMIT ${limit}`)
    ).rows.map((r) => r.id),

  /** The work's videos in their order. */
  workVideos: (db: Db, workId: number) =>
    db
      .select({ file: files })
      .from(workFiles)
      .innerJoin(files, eq(files.id, workFiles.fileId))
      .where(and(eq(workFiles.workId, workId), eq(workFiles.role, 'video')))
      .orderBy(asc(workFiles.position)),

  work: async (db: Db, workId: number) =>
    (await db.select({ id: works.id, ownerId: works.ownerId }).from(works).where(eq(works.id, workId)))[0],

  /** The matched videos: their rows (for posters), their work (the earliest, when in several), uploader. */
  async held(db: Db, fileIds: string[]) {
    if (!fileIds.length) return [];
    return db
      .select({
        file: files,
        worksId: sql<number | null>`(SELECT min(wf.work_id) FROM ${workFiles} wf WHERE wf.file_id = ${files.id})`,
        creatorName: accounts.realName,
      })
      .from(files)
      .innerJoin(accounts, eq(accounts.id, files.ownerId))
      .where(inArray(files.id, fileIds));
  },
};

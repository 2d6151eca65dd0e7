import type { RenditionPart, TechnicalInfo } from '@stringer/shared/schemas/files';
import { and, eq, gt, isNull, like, type SQL, sql } from 'drizzle-orm';
import { clueFiles, clues, type FileRow, files, workFiles, works, workVersionFiles } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import type { Audience } from '../../platform/storage';
import { shownOnPublicPage } from '../public-works';
import type { MovedRow } from './renditions.presenter';

type RenditionFields = Partial<
  Pick<
    FileRow,
    | 'renditionState'
    | 'renditionProgress'
    | 'renditionErrorKey'
    | 'renditionErrorAtS'
    | 'renditionParts'
    | 'renditionBytes'
    | 'frameRate'
  >
> & { technical?: TechnicalInfo };

/**
 * The least progress (0..1) among an item's videos still to be rendered, null once all are done:
 * a column for lists (My works, the review queues), the item's id given as SQL.
 */
export const videosProcessing = (link: 'work_files' | 'clue_files', itemId: SQL) =>
  sql<number | null>`(
    SELECT min(coalesce(f.rendition_progress, 0))::float8 FROM ${sql.identifier(link)} l JOIN files f ON f.id = l.file_id
    WHERE l.${sql.identifier(link === 'work_files' ? 'work_id' : 'clue_id')} = ${itemId}
      AND f.rendition_state IN ('pending', 'processing')
  )`;

/** The videos of a work or clue still being processed, by file id: what live progress is about. */
export const videosInProcess = (link: 'work_files' | 'clue_files', itemId: SQL) =>
  sql<string[]>`(
    SELECT coalesce(json_agg(f.id ORDER BY f.id), '[]'::json) FROM ${sql.identifier(link)} l JOIN files f ON f.id = l.file_id
    WHERE l.${sql.identifier(link === 'work_files' ? 'work_id' : 'clue_id')} = ${itemId}
      AND f.rendition_state IN ('pending', 'processing')
  )`;

/**
 * Whether every video of a work or clue still being processed can already be played (it has a
 * first stream or a preview): lists mark the item playable while better renditions are made.
 * True when none is being processed, as there is nothing to wait for.
 */
export const videosPlayable = (link: 'work_files' | 'clue_files', itemId: SQL) =>
  sql<boolean>`NOT EXISTS (
    SELECT 1 FROM ${sql.identifier(link)} l JOIN files f ON f.id = l.file_id
    WHERE l.${sql.identifier(link === 'work_files' ? 'work_id' : 'clue_id')} = ${itemId}
      AND f.rendition_state IN ('pending', 'processing')
      AND NOT (f.rendition_parts && ARRAY['stream', 'preview']::text[])
  )`;

export const renditionsRepository = {
  find: async (db: Db, id: string): Promise<FileRow | undefined> =>
    (await db.select().from(files).where(eq(files.id, id)))[0],

  /** What a push tells of a file (its state, refusal and media), as it stands now. */
  moved: async (db: Db, id: string): Promise<MovedRow | undefined> =>
    (
      await db
        .select({
          id: files.id,
          ownerId: files.ownerId,
          state: files.state,
          mime: files.mime,
          durationS: files.durationS,
          refusedKey: files.refusedKey,
          refusedAtS: files.refusedAtS,
          renditionState: files.renditionState,
          renditionProgress: files.renditionProgress,
          renditionErrorKey: files.renditionErrorKey,
          renditionErrorAtS: files.renditionErrorAtS,
          renditionParts: files.renditionParts,
          frameRate: files.frameRate,
          renditionAhead: files.renditionAhead,
          renditionEtaS: files.renditionEtaS,
          // Staff may open a work's or a clue's video; one still in a creator's form is theirs alone.
          inItem: sql<boolean>`exists (select 1 from ${workFiles} where ${workFiles.fileId} = ${files.id})
            or exists (select 1 from ${workVersionFiles} where ${workVersionFiles.fileId} = ${files.id})
            or exists (select 1 from ${clueFiles} where ${clueFiles.fileId} = ${files.id})`,
        })
        .from(files)
        .where(eq(files.id, id))
    )[0],

  /**
   * What serving a part needs to know, on every segment a player asks for: two columns; for a
   * public page's address, only while the video shows on one (in the same query).
   */
  servable: async (db: Db, id: string, audience: Audience) =>
    (
      await db
        .select({ state: files.state, parts: files.renditionParts })
        .from(files)
        .where(and(eq(files.id, id), audience === 'public' ? shownOnPublicPage : undefined))
    )[0],

  update: async (db: Db, id: string, values: RenditionFields) => {
    await db.update(files).set(values).where(eq(files.id, id));
  },

  /**
   * Adds a part once it is whole in the store: from then on it is served. `bytes` is all the
   * video's renditions take in the store now, measured there: a part made again replaces its bytes.
   */
  addPart: async (db: Db, id: string, part: RenditionPart, bytes: number) => {
    await db
      .update(files)
      .set({
        renditionParts: sql`array_append(array_remove(${files.renditionParts}, ${part}), ${part})`,
        renditionBytes: bytes,
      })
      .where(eq(files.id, id));
  },

  /** Takes a part out of service before it is made again. */
  dropPart: async (db: Db, id: string, part: RenditionPart) => {
    await db
      .update(files)
      .set({ renditionParts: sql`array_remove(${files.renditionParts}, ${part})` })
      .where(eq(files.id, id));
  },

  /** The work (now or in an earlier version) or clue a video belongs to, for the audit row of a staff move on it. */
  itemOf: async (db: Db, fileId: string) => {
    const [work] = await db
      .select({ id: works.id, creatorId: works.ownerId, title: works.title })
      .from(workFiles)
      .innerJoin(works, eq(works.id, workFiles.workId))
      .where(eq(workFiles.fileId, fileId))
      .union(
        db
          .select({ id: works.id, creatorId: works.ownerId, title: works.title })
          .from(workVersionFiles)
          .innerJoin(works, eq(works.id, workVersionFiles.workId))
          .where(eq(workVersionFiles.fileId, fileId)),
      )
      .limit(1);
    if (work) return { entity: 'work' as const, ...work };
    const [clue] = await db
      .select({ id: clues.id, creatorId: clues.ownerId, title: clues.title })
      .from(clueFiles)
      .innerJoin(clues, eq(clues.id, clueFiles.clueId))
      .where(eq(clueFiles.fileId, fileId))
      .limit(1);
    return clue ? { entity: 'clue' as const, ...clue } : undefined;
  },

  /**
   * Rendered videos whose renditions' bytes were never measured (made before the count existed),
   * after `afterId`: one pass, so that one whose renditions are gone from the store ends it.
   */
  unmeasured: (db: Db, afterId: string, limit: number) =>
    db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.renditionState, 'ready'), eq(files.renditionBytes, 0), gt(files.id, afterId)))
      .orderBy(files.id)
      .limit(limit),

  /** Probed videos stored before renditions existed: the backfill's work. */
  withoutRenditions: (db: Db, limit: number) =>
    db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.state, 'ready'), like(files.mime, 'video/%'), isNull(files.renditionState)))
      .limit(limit),
};

import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { files, tags, type WorkRow, type WorkVersionRow, workVersionFiles, workVersions } from '../../db/schema';
import type { Db } from '../../platform/db/database';

/** Earlier versions of works (docs/decisions/0056): written once, when an edit replaces one, then only read. */
export const workVersionsRepository = {
  /**
   * Keeps the work as it stands (fields, tags, files, the send-back's reason) as its version
   * `work.version`, before an edit after a send-back replaces it. It was submitted when the
   * version before it was replaced, or, for version 1, when the work was published.
   */
  keep: async (db: Db, work: Pick<WorkRow, 'id' | 'version'>) => {
    await db.execute(sql`INSERT INTO work_versions (work_id, version, title, description, cover_file_id,
        activity_id, task_id, location, shooting_date, tag_ids, review_reason, created_at)
      SELECT w.id, w.version, w.title, w.description, w.cover_file_id, w.activity_id, w.task_id, w.location,
        w.shooting_date,
        coalesce((SELECT array_agg(t.tag_id) FROM work_tags t WHERE t.work_id = w.id), '{}'),
        w.review_reason,
        coalesce((SELECT p.replaced_at FROM work_versions p WHERE p.work_id = w.id AND p.version = w.version - 1),
          w.submitted_at)
      FROM works w WHERE w.id = ${work.id}`);
    await db.execute(sql`INSERT INTO work_version_files (work_id, version, file_id, role, position)
      SELECT work_id, ${work.version}, file_id, role, position FROM work_files WHERE work_id = ${work.id}`);
  },

  /** A work's earlier versions, newest first, with their tags and files (in the creator's order). */
  of: async (db: Db, workId: number) => {
    const rows: WorkVersionRow[] = await db
      .select()
      .from(workVersions)
      .where(eq(workVersions.workId, workId))
      .orderBy(desc(workVersions.version));
    if (!rows.length) return { rows, tagRows: [], fileRows: [] };
    const tagIds = [...new Set(rows.flatMap((r) => r.tagIds))];
    const [tagRows, fileRows] = await Promise.all([
      tagIds.length
        ? db
            .select({ id: tags.id, name: tags.name, nameZh: tags.nameZh })
            .from(tags)
            .where(inArray(tags.id, tagIds))
            .orderBy(asc(tags.position))
        : [],
      db
        .select({ version: workVersionFiles.version, role: workVersionFiles.role, file: files })
        .from(workVersionFiles)
        .innerJoin(files, eq(files.id, workVersionFiles.fileId))
        .where(eq(workVersionFiles.workId, workId))
        .orderBy(asc(workVersionFiles.position)),
    ]);
    return { rows, tagRows, fileRows };
  },
};

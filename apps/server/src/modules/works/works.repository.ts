import type { WorkAuditStatus } from '@stringer/shared/statuses';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { accounts, activities, files, tags, type WorkRow, workFiles, works, workTags } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { type PageRequest, paged } from '../../platform/db/paging';

type NewWork = typeof works.$inferInsert;

export interface WorkLinks {
  tags: number[];
  videoFileIds: string[];
  attachmentFileIds: string[];
}

export const worksRepository = {
  insert: async (db: Db, values: NewWork): Promise<WorkRow> => {
    const [row] = await db.insert(works).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  update: async (db: Db, id: number, values: Partial<NewWork>) => {
    await db
      .update(works)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(works.id, id));
  },

  /** Replaces a work's tags, videos and attachments with `links`. */
  link: async (db: Db, workId: number, links: WorkLinks) => {
    await db.delete(workTags).where(eq(workTags.workId, workId));
    await db.delete(workFiles).where(eq(workFiles.workId, workId));
    if (links.tags.length) await db.insert(workTags).values(links.tags.map((tagId) => ({ workId, tagId })));
    const fileRows = [
      ...links.videoFileIds.map((fileId, position) => ({ workId, fileId, role: 'video' as const, position })),
      ...links.attachmentFileIds.map((fileId, position) => ({ workId, fileId, role: 'attachment' as const, position })),
    ];
    if (fileRows.length) await db.insert(workFiles).values(fileRows);
  },

  find: async (db: Db, id: number): Promise<WorkRow | undefined> =>
    (await db.select().from(works).where(eq(works.id, id)))[0],

  remove: async (db: Db, id: number) => {
    await db.delete(works).where(eq(works.id, id));
  },

  page: (db: Db, ownerId: number, auditStatus: WorkAuditStatus | undefined, page: PageRequest) => {
    const where = and(
      eq(works.ownerId, ownerId),
      auditStatus === undefined ? undefined : eq(works.auditStatus, auditStatus),
    );
    return paged(
      db,
      works,
      where,
      db.select().from(works).where(where).orderBy(desc(works.submittedAt), desc(works.id)),
      page,
    );
  },

  /** Works staff showed on /public/videos, newest first, with their creators' public names. */
  publicPage: (db: Db, page: PageRequest) => {
    const where = and(isNotNull(works.publicAt), eq(works.auditStatus, 1));
    const ordered = db
      .select({ work: works, nickName: accounts.nickName, avatarUrl: accounts.avatarUrl })
      .from(works)
      .innerJoin(accounts, eq(accounts.id, works.ownerId))
      .where(where)
      .orderBy(desc(works.publicAt), desc(works.id));
    return paged(db, works, where, ordered, page);
  },

  /** Tags, activity and files of several works, in two queries rather than one per work. */
  linksOf: async (db: Db, workIds: number[]) => {
    if (!workIds.length) return { tagRows: [], fileRows: [] };
    const [tagRows, fileRows] = await Promise.all([
      db
        .select({ workId: workTags.workId, id: tags.id, name: tags.name, nameZh: tags.nameZh })
        .from(workTags)
        .innerJoin(tags, eq(tags.id, workTags.tagId))
        .where(inArray(workTags.workId, workIds))
        .orderBy(asc(tags.position)),
      db
        .select({ workId: workFiles.workId, role: workFiles.role, file: files })
        .from(workFiles)
        .innerJoin(files, eq(files.id, workFiles.fileId))
        .where(inArray(workFiles.workId, workIds))
        .orderBy(asc(workFiles.position)),
    ]);
    return { tagRows, fileRows };
  },

  activitiesOf: (db: Db, ids: number[]) =>
    ids.length ? db.select().from(activities).where(inArray(activities.id, ids)) : Promise.resolve([]),
};

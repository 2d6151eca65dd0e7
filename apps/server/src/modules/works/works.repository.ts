import type { WorkAuditStatus } from '@stringer/shared/statuses';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { activities, files, tags, tasks, type WorkRow, workFiles, works, workTags } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { onlyRow } from '../../platform/db/only-row';
import {
  anchorColumns,
  keysetPage,
  type ListOrder,
  listTotal,
  newestFirst,
  type PageRequest,
  type PageShape,
  pageIds,
  param,
  withTotal,
} from '../../platform/db/paging';
import { prepared } from '../../platform/db/prepared';
import { videosInProcess, videosPlayable, videosProcessing } from '../renditions';
import { tagsAsJson } from '../tags';

const bySubmission: ListOrder = { sortAt: works.submittedAt, id: works.id };

const tagsOfWork = tagsAsJson({ table: workTags, tagId: workTags.tagId, ownerId: workTags.workId }, works.id);

/** My works says "Processing 42 %" while a work's videos are being rendered. */
const processingOfWork = videosProcessing('work_files', sql`"works"."id"`);
/** ...and which videos, so that their live progress moves the figure without a refetch. */
const videosInProcessOfWork = videosInProcess('work_files', sql`"works"."id"`);
/** ...and whether they can all be played already: "Playable — improving quality 42 %". */
const videosPlayableOfWork = videosPlayable('work_files', sql`"works"."id"`);

type NewWork = typeof works.$inferInsert;

/**
 * A list row's columns only (works.presenter's WorkSummaryRow and context): the whole rows of
 * works, files, activities and tasks were ~70 columns a row for PostgreSQL to print and the
 * driver to parse, most of them unread.
 */
const summaryColumns = {
  work: {
    id: works.id,
    ownerId: works.ownerId,
    title: works.title,
    submittedAt: works.submittedAt,
    auditStatus: works.auditStatus,
    reviewedAt: works.reviewedAt,
    reviewReason: works.reviewReason,
  },
  cover: { id: files.id },
  activity: { id: activities.id, title: activities.title, titleZh: activities.titleZh },
  task: { id: tasks.id, title: tasks.title, titleZh: tasks.titleZh },
};

export interface WorkLinks {
  tags: number[];
  videoFileIds: string[];
  attachmentFileIds: string[];
}

const worksPage = (db: Db, byStatus: boolean, shape: PageShape) =>
  prepared(db, `${byStatus ? 'works_page_by_status' : 'works_page'}${shape.suffix}`, () => {
    // withdrawn_at IS NULL: the condition of the owner indexes, so they serve the page.
    const where = and(
      eq(works.ownerId, param.ownerId),
      byStatus ? eq(works.auditStatus, param.status) : undefined,
      isNull(works.withdrawnAt),
    );
    const ids = pageIds(db, works, bySubmission, where, shape);
    const total = listTotal('works', param.ownerId, byStatus ? param.status : undefined);
    return db
      .select({
        ...summaryColumns,
        tags: tagsOfWork,
        videosProcessing: processingOfWork,
        videosInProcess: videosInProcessOfWork,
        videosPlayable: videosPlayableOfWork,
        total,
        ...anchorColumns('works', param.ownerId, bySubmission),
      })
      .from(ids)
      .innerJoin(works, eq(works.id, ids.pageId))
      .leftJoin(files, eq(files.id, works.coverFileId))
      .leftJoin(activities, eq(activities.id, works.activityId))
      .leftJoin(tasks, eq(tasks.id, works.taskId))
      .orderBy(...newestFirst(bySubmission));
  });

/** The files of several works, in their creators' order. */
const filesOf = (db: Db, workIds: number[]) =>
  db
    .select({ workId: workFiles.workId, role: workFiles.role, file: files })
    .from(workFiles)
    .innerJoin(files, eq(files.id, workFiles.fileId))
    .where(inArray(workFiles.workId, workIds))
    .orderBy(asc(workFiles.position));

export const worksRepository = {
  insert: async (db: Db, values: NewWork): Promise<WorkRow> =>
    onlyRow(await db.insert(works).values(values).returning()),

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

  /** Locks a work's row for an edit: two edits of one sent-back work make one new version, not two. */
  lock: async (db: Db, id: number): Promise<WorkRow | undefined> =>
    (await db.select().from(works).where(eq(works.id, id)).for('update'))[0],

  remove: async (db: Db, id: number) => {
    await db.delete(works).where(eq(works.id, id));
  },

  /** My works, newest first, each with its cover, tags, activity and task: one query. */
  page: async (db: Db, ownerId: number, status: WorkAuditStatus | undefined, page: PageRequest) => {
    const rows = await keysetPage(db, `works:${ownerId}:${status ?? '*'}`, page, (shape, at) =>
      worksPage(db, status !== undefined, shape).execute({ ownerId, status, ...at }),
    );
    return withTotal(db, rows, () => listTotal('works', ownerId, status));
  },

  /** The videos of several works, in their creators' order. */
  videosOf: async (db: Db, workIds: number[]) =>
    workIds.length
      ? // One named statement for any number of works (an array parameter), planned once per connection.
        prepared(db, 'videos_of_works', () =>
          db
            .select({ workId: workFiles.workId, role: workFiles.role, file: files })
            .from(workFiles)
            .innerJoin(files, eq(files.id, workFiles.fileId))
            .where(
              and(sql`${workFiles.workId} = ANY(${sql.placeholder('workIds')}::int[])`, eq(workFiles.role, 'video')),
            )
            .orderBy(asc(workFiles.position)),
        ).execute({ workIds })
      : [],

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
      filesOf(db, workIds),
    ]);
    return { tagRows, fileRows };
  },

  activitiesOf: (db: Db, ids: number[]) =>
    ids.length ? db.select().from(activities).where(inArray(activities.id, ids)) : Promise.resolve([]),
};

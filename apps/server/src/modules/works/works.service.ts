import type { WorkBody, WorkUpdateBody } from '@stringer/shared/schemas/works';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import { creatorMayEdit } from '@stringer/shared/transitions';
import type { FileRow, WorkRow } from '../../db/schema';
import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { Signer } from '../../platform/storage';
import type { ActivityRows } from '../activities';
import { changes, type RecordCreatorMove } from '../audit';
import type { DraftRows } from '../drafts';
import type { CheckOwnedFiles, FileRows } from '../files';
import type { TagRows } from '../tags';
import type { TaskRows } from '../tasks';
import { workVersionsRepository as versionsRepo } from './work-versions.repository';
import { type EarlierVersion, presentWork, presentWorkSummary, type WorkContext } from './works.presenter';
import { worksRepository as repo } from './works.repository';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  storage: Signer;
  /** The activity a work joins, read in the work's transaction. */
  activityRows: ActivityRows;
  /** The draft a work was submitted from, removed in the same transaction. */
  draftRows: DraftRows;
  /** File rows read or replaced in this module's transactions. */
  fileRows: FileRows;
  /** Counts the tags a body names, to refuse any that is not a tag of its kind. */
  tagRows: TagRows;
  /** The task a work answers, read in the work's transaction. */
  taskRows: TaskRows;
  /** A creator's own move, written to the audit log in the move's transaction. */
  recordCreatorMove: RecordCreatorMove;
  /** Refuses files that are not the creator's own uploads, done and of the field's kind. */
  checkOwnedFiles: CheckOwnedFiles;
}

const field = (name: string, msgKey: string) => [{ field: name, msgKey }];

/** What the audit log keeps of a work: its status, and the short fields a reviewer would ask about. */
const logged = (w: Pick<WorkRow, 'auditStatus' | 'title' | 'activityId' | 'taskId' | 'location' | 'shootingDate'>) => ({
  status: w.auditStatus,
  title: w.title,
  activityId: w.activityId,
  taskId: w.taskId,
  location: w.location,
  shootingDate: w.shootingDate,
});

export function createWorksService({
  database: { db, transaction },
  storage,
  activityRows,
  draftRows,
  fileRows,
  tagRows,
  taskRows,
  recordCreatorMove,
  checkOwnedFiles,
}: Deps) {
  /** The caller's own work; anyone else's "does not exist". */
  const own = async (auth: AuthSession, id: number) => {
    const row = await repo.find(db, id);
    // A withdrawn work is gone for its creator (staff keep it).
    if (!row || row.ownerId !== auth.accountId || row.withdrawnAt) throw new AppError('workNotExist');
    return row;
  };

  /** The caller's own work, while they may still edit it. */
  const editable = async (auth: AuthSession, id: number) => {
    const row = await own(auth, id);
    if (!creatorMayEdit('work', row.auditStatus)) throw new AppError('workFinal');
    return row;
  };

  /** Tags must be content tags; files the creator's own and ready; the activity or task open. */
  const checkBody = async (auth: AuthSession, body: WorkBody, current?: WorkRow) => {
    if ((await tagRows.countOf(db, 'works', body.tags)) !== new Set(body.tags).size) {
      throw new AppError('validation', field('tags', 'errors.invalidValue'));
    }
    await checkOwnedFiles(db, auth.accountId, [
      { ids: [body.coverFileId], kind: 'cover', field: 'coverFileId' },
      { ids: body.videoFileIds, kind: 'video', field: 'videoFileIds' },
      { ids: body.attachmentFileIds, kind: 'attachment', field: 'attachmentFileIds' },
    ]);
    if (body.activityId && body.taskId) {
      throw new AppError('validation', field('taskId', 'errors.oneActivityOrTask'));
    }
    // An activity or task must be open to join; a work already in one may keep it after it closes.
    if (
      body.activityId &&
      body.activityId !== current?.activityId &&
      !(await activityRows.findEffective(db, body.activityId))
    ) {
      throw new AppError('activityNotOpen', field('activityId', 'errors.activityNotOpen'));
    }
    if (body.taskId && body.taskId !== current?.taskId && !(await taskRows.findOpen(db, body.taskId, auth.accountId))) {
      throw new AppError('taskNotOpen', field('taskId', 'errors.taskNotOpen'));
    }
  };

  const fieldsOf = (body: WorkBody) => ({
    title: body.title,
    description: body.description,
    coverFileId: body.coverFileId,
    activityId: body.activityId ?? null,
    taskId: body.taskId ?? null,
    location: body.location || null,
    shootingDate: body.shootingDate ?? null,
  });
  const linksOf = (body: WorkBody) => ({
    tags: [...new Set(body.tags)],
    videoFileIds: body.videoFileIds,
    attachmentFileIds: body.attachmentFileIds,
  });

  /** The activities, tasks and covers that works or their earlier versions name, read together. */
  async function referencesOf(items: Pick<WorkRow, 'activityId' | 'taskId' | 'coverFileId'>[]) {
    const idsOf = (pick: (r: (typeof items)[number]) => number | null) => [
      ...new Set(items.flatMap((r) => pick(r) ?? [])),
    ];
    const [acts, tasks, covers] = await Promise.all([
      repo.activitiesOf(
        db,
        idsOf((r) => r.activityId),
      ),
      taskRows.byIds(
        db,
        idsOf((r) => r.taskId),
      ),
      fileRows.findMany(
        db,
        items.map((r) => r.coverFileId),
      ),
    ]);
    return (r: (typeof items)[number]) => ({
      activity: acts.find((a) => a.id === r.activityId) ?? null,
      task: tasks.find((t) => t.id === r.taskId) ?? null,
      cover: covers.find((c) => c.id === r.coverFileId) ?? null,
    });
  }

  const byRole = (rows: { role: 'video' | 'attachment'; file: FileRow }[]) => ({
    videos: rows.filter((f) => f.role === 'video').map((f) => f.file),
    attachments: rows.filter((f) => f.role === 'attachment').map((f) => f.file),
  });

  async function contexts(rows: WorkRow[]): Promise<Map<number, WorkContext>> {
    const [{ tagRows, fileRows }, refs] = await Promise.all([
      repo.linksOf(
        db,
        rows.map((r) => r.id),
      ),
      referencesOf(rows),
    ]);
    return new Map(
      rows.map((r) => [
        r.id,
        {
          tags: tagRows.filter((t) => t.workId === r.id).map(({ workId: _, ...t }) => t),
          ...refs(r),
          ...byRole(fileRows.filter((f) => f.workId === r.id)),
        },
      ]),
    );
  }

  /** A work's earlier versions, newest first, each with what it showed then. */
  async function earlierVersions(workId: number): Promise<EarlierVersion[]> {
    const { rows, tagRows, fileRows } = await versionsRepo.of(db, workId);
    const refs = await referencesOf(rows);
    return rows.map((row) => ({
      row,
      ctx: {
        tags: tagRows.filter((t) => row.tagIds.includes(t.id)),
        ...refs(row),
        ...byRole(fileRows.filter((f) => f.version === row.version)),
      },
    }));
  }

  const detailOf = async (row: WorkRow) => {
    const [ctx, earlier] = await Promise.all([contexts([row]), earlierVersions(row.id)]);
    return presentWork(row, ctx.get(row.id) as WorkContext, storage, earlier);
  };

  return {
    /** Publishes a work (Pending) and clears the creator's draft, in one transaction. */
    async publish(auth: AuthSession, body: WorkBody) {
      await checkBody(auth, body);
      const row = await transaction(async (tx) => {
        const work = await repo.insert(tx.db, { ...fieldsOf(body), ownerId: auth.accountId });
        await repo.link(tx.db, work.id, linksOf(body));
        await draftRows.remove(tx.db, auth.accountId);
        const after = Object.entries(logged(work)).filter(([, v]) => v !== null);
        await recordCreatorMove(tx, auth, {
          entity: 'work',
          entityId: work.id,
          action: 'submit',
          after: Object.fromEntries(after),
        });
        return work;
      });
      return { worksId: row.id };
    },

    /**
     * Edits a Pending or Send Back work. A Send Back one goes back to Pending (a resubmission) as
     * its next version, the one it replaces kept as it was (docs/decisions/0056); an edit while
     * Pending changes the current version.
     */
    async update(auth: AuthSession, { worksId, ...body }: WorkUpdateBody) {
      await checkBody(auth, body, await editable(auth, worksId));
      await transaction(async (tx) => {
        // Under the row's lock: the status seen is the one edited, and one edit makes one version.
        const current = await repo.lock(tx.db, worksId);
        if (!current || !creatorMayEdit('work', current.auditStatus)) throw new AppError('workFinal');
        const sentBack = current.auditStatus === WorkAuditStatus.SendBack;
        if (sentBack) await versionsRepo.keep(tx.db, current);
        const next = {
          ...fieldsOf(body),
          auditStatus: WorkAuditStatus.Pending,
          version: current.version + (sentBack ? 1 : 0),
        };
        await repo.update(tx.db, worksId, next);
        await repo.link(tx.db, worksId, linksOf(body));
        const diff = changes(
          { ...logged(current), version: current.version },
          { ...logged(next), version: next.version },
        );
        await recordCreatorMove(tx, auth, {
          entity: 'work',
          entityId: worksId,
          action: sentBack ? 'resubmit' : 'edit',
          before: diff.before,
          after: diff.after,
        });
      });
      return detailOf(await own(auth, worksId));
    },

    async detail(auth: AuthSession, id: number) {
      return detailOf(await own(auth, id));
    },

    /** Any creator's work, as a reviewer opens it (the route admits reviewers only). */
    async reviewDetail(id: number) {
      const row = await repo.find(db, id);
      if (!row) throw new AppError('workNotExist');
      return detailOf(row);
    },

    /** My works (a `customId` naming anyone else was refused by `platform/auth.ts`). */
    async page(auth: AuthSession, q: { pageNum: number; pageSize: number; auditStatus?: WorkAuditStatus }) {
      const { rows, total } = await repo.page(db, auth.accountId, q.auditStatus, q);
      return {
        list: rows.map((r) => presentWorkSummary(r.work, r, storage)),
        total,
        pageNum: q.pageNum,
        pageSize: q.pageSize,
      };
    },

    /**
     * Deletes a work that has not passed review (a passed work belongs to the editorial record).
     * One nobody has reviewed goes; one staff reviewed (sent back, rejected) is withdrawn: gone
     * from the creator's lists and pages, kept with its files for staff and the audit log.
     */
    async remove(auth: AuthSession, id: number) {
      const row = await own(auth, id);
      if (row.auditStatus === WorkAuditStatus.Passed) throw new AppError('workFinal');
      await transaction(async (tx) => {
        if (row.reviewedAt) await repo.update(tx.db, id, { withdrawnAt: new Date() });
        else await repo.remove(tx.db, id);
        await recordCreatorMove(tx, auth, {
          entity: 'work',
          entityId: id,
          action: 'delete',
          before: { status: row.auditStatus, title: row.title },
        });
      });
    },
  };
}

export type WorksService = ReturnType<typeof createWorksService>;

import type { AuthSession } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import type { PageRequest } from '../../platform/db/paging';
import { AppError } from '../../platform/errors';
import type { AssignmentRows } from '../assignments';
import { presentParticipation, presentTask } from './tasks.presenter';
import { tasksRepository as repo } from './tasks.repository';

interface Deps {
  db: Db;
  /** The install's, which tasks pay in. */
  currency: string;
  /** The caller's offer of a task, shown with it. */
  assignmentRows: AssignmentRows;
}

export function createTasksService({ db, currency, assignmentRows }: Deps) {
  return {
    /** Tasks open now to every creator. */
    async usefulList() {
      return (await repo.useful(db)).map((row) => presentTask(row, currency));
    },

    /** Tasks open now that were offered to this creator alone (or a few named ones). */
    async exclusiveList(auth: AuthSession) {
      return (await repo.exclusiveFor(db, auth.accountId)).map((r) => presentTask(r.task, currency, r.offer));
    },

    /** A listed task; an exclusive one only for the creators it was offered to (visitors: none). */
    async detail(auth: AuthSession | null, id: number) {
      const row = await repo.findVisible(db, id, auth?.accountId ?? null);
      if (!row) throw new AppError('taskNotExist');
      const offers = auth ? await assignmentRows.offersOf(db, auth.accountId, [row.id]) : undefined;
      return presentTask(row, currency, offers?.get(row.id));
    },

    /** My task: what I entered works for, with status and reward. */
    async myPage(auth: AuthSession, page: PageRequest) {
      const { rows, total } = await repo.participation(db, auth.accountId, page);
      return { list: rows.map(presentParticipation), total, pageNum: page.pageNum, pageSize: page.pageSize };
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;

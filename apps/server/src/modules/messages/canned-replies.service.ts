import type { CannedReply, CannedReplyBody, CannedReplyUpdateBody } from '@stringer/shared/schemas/canned-replies';
import type { CannedReplyRow } from '../../db/schema';
import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { AuditRows } from '../audit';
import { cannedRepliesRepository as repo } from './canned-replies.repository';

const present = (r: CannedReplyRow): CannedReply => ({
  id: r.id,
  language: r.language,
  shortcut: r.shortcut,
  text: r.text,
  updatedAt: r.updatedAt.toISOString(),
});

/** Two saves of one shortcut at once: the unique index refuses the second (drizzle wraps pg's error). */
const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e.cause ?? e).code === '23505';
};

const fieldsOf = ({ language, shortcut, text }: CannedReplyBody) => ({ language, shortcut, text });
const taken = () => new AppError('shortcutTaken', [{ field: 'shortcut', msgKey: 'errors.shortcutTaken' }]);
const audited = ({ language, shortcut, text }: CannedReply) => ({ language, shortcut, text });

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
}

/** The support team's canned replies: kept by support members and admins, each change audited. */
export function createCannedRepliesService({ database: { db, transaction }, auditRows }: Deps) {
  return {
    list: async () => (await repo.list(db)).map(present),

    create: (auth: AuthSession, body: CannedReplyBody) =>
      transaction(async (tx) => {
        const row = await repo.create(tx.db, fieldsOf(body), auth.accountId);
        if (!row) throw taken();
        const reply = present(row);
        await auditRows.record(tx.db, {
          staffId: auth.accountId,
          entity: 'cannedReply',
          entityId: row.id,
          action: 'create',
          after: audited(reply),
        });
        return reply;
      }),

    update: (auth: AuthSession, body: CannedReplyUpdateBody) =>
      transaction(async (tx) => {
        const before = await repo.find(tx.db, body.id);
        if (!before) throw new AppError('cannedReplyNotExist');
        const row = await repo.update(tx.db, body.id, fieldsOf(body)).catch((err: unknown) => {
          throw isUniqueViolation(err) ? taken() : err;
        });
        if (!row) throw new AppError('cannedReplyNotExist');
        const reply = present(row);
        await auditRows.record(tx.db, {
          staffId: auth.accountId,
          entity: 'cannedReply',
          entityId: row.id,
          action: 'update',
          before: audited(present(before)),
          after: audited(reply),
        });
        return reply;
      }),

    remove: (auth: AuthSession, id: number) =>
      transaction(async (tx) => {
        const row = await repo.remove(tx.db, id);
        if (!row) throw new AppError('cannedReplyNotExist');
        await auditRows.record(tx.db, {
          staffId: auth.accountId,
          entity: 'cannedReply',
          entityId: id,
          action: 'delete',
          before: audited(present(row)),
        });
      }),
  };
}

export type CannedRepliesService = ReturnType<typeof createCannedRepliesService>;

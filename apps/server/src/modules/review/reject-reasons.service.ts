import type { RejectReasonBody, RejectReasonUpdateBody } from '@stringer/shared/schemas/review';
import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { AuditRows } from '../audit';
import { presentRejectReason as present } from './reject-reasons.presenter';
import { rejectReasonsRepository as repo } from './reject-reasons.repository';

const fieldsOf = ({ text, textZh, position, active }: RejectReasonBody) => ({ text, textZh, position, active });

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
}

/** The admins' list of reasons for rejecting a work; each change is audited with what it was. */
export function createRejectReasonsService({ database: { db, transaction }, auditRows }: Deps) {
  return {
    list: async (all: boolean) => (await repo.list(db, all)).map(present),

    create: (auth: AuthSession, body: RejectReasonBody) =>
      transaction(async (tx) => {
        const row = await repo.create(tx.db, fieldsOf(body));
        await auditRows.record(tx.db, {
          staffId: auth.accountId,
          entity: 'rejectReason',
          entityId: row.id,
          action: 'create',
          after: present(row),
        });
        return present(row);
      }),

    update: (auth: AuthSession, body: RejectReasonUpdateBody) =>
      transaction(async (tx) => {
        const before = await repo.find(tx.db, body.id);
        const row = await repo.update(tx.db, body.id, fieldsOf(body));
        if (!before || !row) throw new AppError('rejectReasonNotExist');
        await auditRows.record(tx.db, {
          staffId: auth.accountId,
          entity: 'rejectReason',
          entityId: row.id,
          action: 'update',
          before: present(before),
          after: present(row),
        });
        return present(row);
      }),

    /** Works already rejected keep their reason's text: it was copied into them. */
    remove: (auth: AuthSession, id: number) =>
      transaction(async (tx) => {
        const row = await repo.remove(tx.db, id);
        if (!row) throw new AppError('rejectReasonNotExist');
        await auditRows.record(tx.db, {
          staffId: auth.accountId,
          entity: 'rejectReason',
          entityId: id,
          action: 'delete',
          before: present(row),
        });
      }),

    find: (id: number) => repo.find(db, id),
  };
}

export type RejectReasonsService = ReturnType<typeof createRejectReasonsService>;

import type { AuditPageQuery } from '@stringer/shared/schemas/audit';
import type { Database } from '../../platform/db/database';
import type { NamedAccounts } from '../accounts';
import { presentAuditEntry, referencedIds } from './audit.presenter';
import { auditRepository as repo } from './audit.repository';

interface Deps {
  database: Pick<Database, 'db'>;
  /** The accounts a person filter names. */
  namedAccounts: NamedAccounts;
}

/** Reading the audit log; writing it is each status change's own (`record`, `applyStaffMove`). */
export function createAuditService({ database: { db }, namedAccounts }: Deps) {
  return {
    async page({ pageNum, pageSize, staffId, staff, creatorId, creator, ...filter }: AuditPageQuery) {
      const [staffIds, creatorIds] = await Promise.all([
        namedAccounts(db, staffId, staff),
        namedAccounts(db, creatorId, creator),
      ]);
      // A name that matches no one matches no row.
      if (staffIds?.length === 0 || creatorIds?.length === 0) return { list: [], total: 0, pageNum, pageSize };
      const { rows, total } = await repo.page(db, { ...filter, staffIds, creatorIds }, { pageNum, pageSize });
      const names = await repo.names(db, referencedIds(rows));
      return { list: rows.map((row) => presentAuditEntry(row, names)), total, pageNum, pageSize };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

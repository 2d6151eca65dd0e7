import type { AuditPageQuery } from '@stringer/shared/schemas/audit';
import type { Database } from '../../platform/db/database';
import { presentAuditEntry } from './audit.presenter';
import { auditRepository as repo } from './audit.repository';

/** Reading the audit log; writing it is each staff action's own (`record`, `applyStaffMove`). */
export function createAuditService({ database: { db } }: { database: Pick<Database, 'db'> }) {
  return {
    async page({ pageNum, pageSize, ...filter }: AuditPageQuery) {
      const { rows, total } = await repo.page(db, filter, { pageNum, pageSize });
      return { list: rows.map(presentAuditEntry), total, pageNum, pageSize };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

/** What other modules may use of audit (docs/decisions/0049: module doors). */
import { auditRepository as rows } from './audit.repository';

export { auditable, changes } from './lib/audited-edit';
export { createCatalogManager } from './lib/catalog-manager';
export { announceChange } from './lib/change-feed';
export { recordCreatorMove } from './lib/creator-move';
export { applyStaffMove, checkMove } from './lib/staff-move';

/** Every module writes its audit row in the transaction of the change it records: that only. */
export type AuditRows = Pick<typeof rows, 'record'>;

/** The same rows for the lib helpers that take no Deps. */
export const auditRepository: AuditRows = rows;

/** What other modules may use of audit (docs/decisions/0049: module doors). */
import { auditRepository as rows } from './audit.repository';

export { auditable, changes } from './audited-edit';
export { createCatalogManager } from './catalog-manager';
export { announceChange } from './change-feed';
export { recordCreatorMove } from './creator-move';
export { applyStaffMove, checkMove } from './staff-move';

/** Every module writes its audit row in the transaction of the change it records: that only. */
export const auditRepository: Pick<typeof rows, 'record'> = rows;

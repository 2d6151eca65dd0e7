/** What other modules may use of audit (docs/decisions/0049: module doors). */
import type { auditRepository as rows } from './audit.repository';
import type { announceChange } from './lib/change-feed';
import type { recordCreatorMove } from './lib/creator-move';
import type { applyStaffMove } from './lib/staff-move';

export { auditable, changes } from './lib/audited-edit';
export { createCatalogManager } from './lib/catalog-manager';
export { checkMove } from './lib/staff-move';

// What writes the audit log or announces a change is handed to a service in its Deps (wiring/collaborators.ts).
export type AnnounceChange = typeof announceChange;
export type ApplyStaffMove = typeof applyStaffMove;
export type RecordCreatorMove = typeof recordCreatorMove;

/** Every module writes its audit row in the transaction of the change it records: that only. */
export type AuditRows = Pick<typeof rows, 'record'>;

import type { AuditEntry } from '@stringer/shared/schemas/audit';
import type { auditRepository } from './audit.repository';

type Row = Awaited<ReturnType<typeof auditRepository.page>>['rows'][number];

/** A line of the audit log as the console shows it: who, to what, from and to what, why, when. */
export function presentAuditEntry({ entry, staff, creator }: Row): AuditEntry {
  return {
    id: entry.id,
    actor: entry.actorKind,
    staff,
    creator,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason,
    at: entry.at.toISOString(),
  };
}

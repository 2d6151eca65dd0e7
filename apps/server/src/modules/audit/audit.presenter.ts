import {
  type AuditEntry,
  type AuditReference,
  type AuditReferenceField,
  auditReferenceField,
} from '@stringer/shared/schemas/audit';
import type { auditRepository } from './audit.repository';

type Row = Awaited<ReturnType<typeof auditRepository.page>>['rows'][number];
type Names = Awaited<ReturnType<typeof auditRepository.names>>;

/** The ids a row's before and after hold in fields that name something (an assignee, a reject reason…). */
function* referencesOf({ before, after }: Pick<Row['entry'], 'before' | 'after'>) {
  for (const values of [before, after])
    for (const field of auditReferenceField.options) {
      const id = values?.[field];
      if (typeof id === 'number') yield { field, id };
    }
}

/** The ids a page of rows names, by field, each once: what to look up before presenting them. */
export function referencedIds(rows: Row[]) {
  const ids: Partial<Record<AuditReferenceField, number[]>> = {};
  for (const { entry } of rows)
    for (const { field, id } of referencesOf(entry))
      if (!ids[field]?.includes(id)) ids[field] = [...(ids[field] ?? []), id];
  return ids;
}

/**
 * A line of the audit log as the console shows it: who, to what, from and to what, why, when, and
 * what the ids in it name now.
 */
export function presentAuditEntry({ entry, staff, creator }: Row, names: Names): AuditEntry {
  const named: Record<string, Record<string, AuditReference>> = {};
  for (const { field, id } of referencesOf(entry)) {
    const found = names[field]?.get(id);
    if (found) named[field] = { ...named[field], [id]: found };
  }
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
    names: named,
  };
}

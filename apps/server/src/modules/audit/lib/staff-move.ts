import { canMove, type Machine } from '@stringer/shared/transitions';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors';
import { auditRepository, type StaffAuditEntry } from '../audit.repository';

/** The status column a staff move changes, and the row it changes. */
export interface MoveTarget {
  table: PgTable;
  id: PgColumn;
  status: PgColumn;
  rowId: number;
}

export interface StaffMove {
  machine: Machine;
  target: MoveTarget;
  /** The status the staff member saw: the row moves only if it still holds it. */
  from: string | number;
  to: string | number;
  /** The columns written, the status among them. */
  set: Record<string, unknown>;
  /** The audit row, but for the id, which is the row's. */
  audit: Omit<StaffAuditEntry, 'entityId'>;
  /** Names the refused item in `errors[]` (a batch's `workIds.3`). */
  field?: string;
}

const refusal = (kind: 'moveNotAllowed' | 'reviewChanged', field: string | undefined) =>
  new AppError(kind, field ? [{ field, msgKey: `errors.${kind}` }] : undefined);

/** Refuses a move the shared transition table does not list (409), before anything is written. */
export function checkMove(machine: Machine, from: string | number, to: string | number, field?: string) {
  if (!canMove(machine, from, to)) throw refusal('moveNotAllowed', field);
}

/**
 * One staff decision on a status, inside the caller's transaction: allowed by the transition
 * table, written only if the row still holds the status seen (a conditional update, so of two
 * staff moving the same item at once the second is refused, not applied twice), and recorded in
 * the audit log. The caller adds the creator's notification in the same transaction.
 */
export async function applyStaffMove(tx: Tx, m: StaffMove) {
  checkMove(m.machine, m.from, m.to, m.field);
  const { table, id, status, rowId } = m.target;
  const changed = await tx.db
    .update(table)
    .set(m.set)
    .where(and(eq(id, rowId), eq(status, m.from)))
    .returning({ id });
  if (changed.length === 0) throw refusal('reviewChanged', m.field);
  await auditRepository.record(tx.db, { ...m.audit, entityId: rowId });
}

import type { ApiErrorName } from '@stringer/shared/errors';
import type { AuditAction, AuditEntity, AuditField } from '@stringer/shared/schemas/audit';
import type { AuthSession } from '../../../platform/auth';
import type { Db, Tx } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors';
import { auditRepository } from '../audit.repository';

type Values = Record<string, unknown>;

/**
 * Values an audit row will hold as they are (a catalog item's fields): only fields the log has
 * words for, or this does not compile. The console labels each (`auditField`).
 */
export const auditable = <T extends { [K in keyof T]: K extends AuditField ? unknown : never }>(values: T) => values;

const comparable = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
const same = (a: unknown, b: unknown) => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

/**
 * The fields an edit changes, as the audit row's before and after: only those, so the log
 * reads as what was done. Dates are written as ISO text.
 */
export function changes(before: Values, after: Values) {
  const keys = Object.keys(after).filter((k) => !same(before[k], after[k]));
  const pick = (from: Values) => Object.fromEntries(keys.map((k) => [k, comparable(from[k]) ?? null]));
  return { keys, before: pick(before), after: pick(after) };
}

interface Edit<Row extends Values> {
  entity: AuditEntity;
  id: number;
  /** The error when there is no such row. */
  missing: ApiErrorName;
  /** Reads the row locked (FOR UPDATE), so concurrent edits are applied and logged in turn. */
  find(db: Db, id: number): Promise<Row | undefined>;
  /** The values to write, from the row as it is now (`db`: the transaction's). */
  next(row: Row, db: Db): Values | Promise<Values>;
  save(db: Db, id: number, values: Values): Promise<unknown>;
  /** The audit row's action: `update` unless said (`list`, `delist`). */
  action?: AuditAction;
}

/**
 * A staff edit of a catalog item (activity, task, banner…), inside the caller's transaction:
 * the changed fields are written with their audit row (who, when, before → after), or nothing
 * at all when nothing changed. Returns the row as it is after the edit.
 */
export async function auditedEdit<Row extends Values>(tx: Tx, auth: AuthSession, edit: Edit<Row>): Promise<Row> {
  const row = await edit.find(tx.db, edit.id);
  if (!row) throw new AppError(edit.missing);
  const values = await edit.next(row, tx.db);
  const diff = changes(row, values);
  if (diff.keys.length === 0) return row;
  await edit.save(tx.db, edit.id, Object.fromEntries(diff.keys.map((k) => [k, values[k]])));
  await auditRepository.record(tx.db, {
    staffId: auth.accountId,
    entity: edit.entity,
    entityId: edit.id,
    action: edit.action ?? 'update',
    before: diff.before,
    after: diff.after,
  });
  return { ...row, ...values };
}

/** The audit row of a new catalog item: everything it was created with. */
export const recordCreated = (tx: Tx, auth: AuthSession, entity: AuditEntity, id: number, values: Values) =>
  auditRepository.record(tx.db, {
    staffId: auth.accountId,
    entity,
    entityId: id,
    action: 'create',
    before: null,
    after: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, comparable(v) ?? null])),
  });

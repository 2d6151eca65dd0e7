import type {
  AuditAction,
  AuditEntity,
  AuditPageQuery,
  AuditReference,
  AuditReferenceField,
  AuditValues,
} from '@stringer/shared/schemas/audit';
import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { accounts, activities, auditLog, countries, rejectReasons, tasks, works } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import type { PageRequest } from '../../platform/db/paging';
import { announceChange } from './lib/change-feed';

type Row = Omit<
  typeof auditLog.$inferInsert,
  'id' | 'actorKind' | 'staffId' | 'entity' | 'action' | 'before' | 'after'
> & {
  entity: AuditEntity;
  action: AuditAction;
  before?: AuditValues | null;
  after?: AuditValues | null;
};

/**
 * An audit row as its writer gives it, with who acted: a staff member (by `staffId`, as every
 * staff action says it), the creator the row concerns (`creatorId`), or the system.
 */
export type AuditEntry = Row &
  (
    | { actorKind?: 'staff'; staffId: number }
    | { actorKind: 'creator'; creatorId: number; staffId?: never }
    | { actorKind: 'system'; staffId?: never }
  );
export type StaffAuditEntry = Extract<AuditEntry, { staffId: number }>;

/** The search's filters, names already resolved to the accounts they match (`undefined`: any). */
export type AuditFilter = Pick<AuditPageQuery, 'actor' | 'entity' | 'entityId' | 'from' | 'to'> & {
  staffIds?: number[];
  creatorIds?: number[];
};

/**
 * The log only grows: its total is counted up to this many rows, so a broad search costs a bounded
 * scan of one index rather than all of it (the console shows "10,000+" pages' worth as this).
 */
export const AUDIT_COUNT_CAP = 10_000;

const staff = alias(accounts, 'staff');
const creator = alias(accounts, 'creator');

// Each filter is the leading column of one of audit_log's indexes, with `at` after it, so a
// search is a range of one index read newest first (a few ranges for a name that matches a few).
const filterOf = (f: AuditFilter) =>
  and(
    f.actor === undefined ? undefined : eq(auditLog.actorKind, f.actor),
    f.staffIds === undefined ? undefined : inArray(auditLog.staffId, f.staffIds),
    f.creatorIds === undefined ? undefined : inArray(auditLog.creatorId, f.creatorIds),
    f.entity === undefined ? undefined : eq(auditLog.entity, f.entity),
    f.entityId === undefined ? undefined : eq(auditLog.entityId, f.entityId),
    f.from ? gte(auditLog.at, new Date(f.from)) : undefined,
    f.to ? lte(auditLog.at, new Date(f.to)) : undefined,
  );

type Named = AuditReference & { id: number };

/** Reads the names of the rows of `table` with the given ids (`nameZh`: its own Chinese name, if it has one). */
const namesIn =
  (table: PgTable, id: PgColumn, name: PgColumn, nameZh?: PgColumn) =>
  (db: Db, ids: number[]): Promise<Named[]> =>
    db
      .select({ id, name, nameZh: nameZh ?? sql<null>`null` })
      .from(table)
      .where(inArray(id, ids)) as Promise<Named[]>;

/** Where the thing each reference field names keeps its name. */
const NAMES: Record<AuditReferenceField, (db: Db, ids: number[]) => Promise<Named[]>> = {
  rejectReasonId: namesIn(rejectReasons, rejectReasons.id, rejectReasons.text, rejectReasons.textZh),
  activityId: namesIn(activities, activities.id, activities.title, activities.titleZh),
  taskId: namesIn(tasks, tasks.id, tasks.title, tasks.titleZh),
  countryId: namesIn(countries, countries.id, countries.name, countries.nameZh),
  assignee: namesIn(accounts, accounts.id, accounts.realName),
  workId: namesIn(works, works.id, works.title),
};

export const auditRepository = {
  /**
   * The one writer of the audit log. Every status change and staff action, by whoever, calls it
   * with the transaction of the change it records (product-decisions: one transaction, change and
   * audit row together).
   */
  record: async (db: Db, row: AuditEntry) => {
    await db.insert(auditLog).values(row);
    // Open pages hear of it when the transaction commits (decision 0042).
    await announceChange(db, row);
  },

  /** A search, newest first, with the names of the staff member who acted (if one did) and the creator. */
  page: async (db: Db, f: AuditFilter, { pageNum, pageSize }: PageRequest) => {
    const where = filterOf(f);
    const matching = db.select({ one: sql`1` }).from(auditLog).where(where).limit(AUDIT_COUNT_CAP).as('matching');
    const [rows, [total]] = await Promise.all([
      db
        .select({
          entry: auditLog,
          staff: { id: staff.id, name: staff.realName },
          creator: { id: creator.id, name: creator.realName },
        })
        .from(auditLog)
        .leftJoin(staff, eq(staff.id, auditLog.staffId))
        .leftJoin(creator, eq(creator.id, auditLog.creatorId))
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db.select({ n: count() }).from(matching),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** The names of the things `ids` lists, by field and id: one query per field that has ids. */
  names: async (db: Db, ids: Partial<Record<AuditReferenceField, number[]>>) => {
    const fields = (Object.keys(ids) as AuditReferenceField[]).filter((f) => ids[f]?.length);
    const found = await Promise.all(fields.map((f) => NAMES[f](db, ids[f] as number[])));
    return Object.fromEntries(
      fields.map((f, i) => [f, new Map(found[i]?.map(({ id, ...named }) => [id, named]))]),
    ) as Partial<Record<AuditReferenceField, Map<number, AuditReference>>>;
  },
};

import { and, count, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type ListName, listCounts } from '../../db/schema';
import type { Db } from './database';

export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

interface Limitable<T> {
  limit(n: number): { offset(n: number): PromiseLike<T[]> };
}

/**
 * One page of an ordered query, and how many rows `where` matches in all, queried together.
 * For small editorial tables only: count(*) grows with the table, so the lists that grow with
 * users use `pageIds` and `listTotal` (docs/decisions/0022).
 */
export async function paged<T>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  ordered: Limitable<T>,
  { pageNum, pageSize }: PageRequest,
) {
  const [rows, [total]] = await Promise.all([
    ordered.limit(pageSize).offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The placeholders of a prepared list query, filled by `pageParams` and the caller's own. */
export const param = {
  ownerId: sql.placeholder('ownerId'),
  status: sql.placeholder('status'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

export const pageParams = ({ pageNum, pageSize }: PageRequest) => ({
  limit: pageSize,
  offset: (pageNum - 1) * pageSize,
});

/**
 * The ids of one page, as a subquery for the query that reads the page's rows to join on. It
 * names only the columns of an index on the list's filter and order, so PostgreSQL answers it
 * with an index-only scan: page 5,000 skips index entries, never reads the rows before it.
 * LIMIT and OFFSET are `param.limit` and `param.offset`.
 */
export function pageIds(db: Db, table: PgTable, id: PgColumn, where: SQL | undefined, order: SQL[]) {
  return db
    .select({ pageId: id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(param.limit)
    .offset(param.offset)
    .as('page_ids');
}

type Value = number | Placeholder;

/** How many rows a list holds, of one status or all, from the counts triggers keep: a column to select beside a page's rows. */
export function listTotal(list: ListName, ownerId: Value, status?: Value): SQL<number> {
  const where = and(
    eq(listCounts.list, list),
    eq(listCounts.ownerId, ownerId),
    status === undefined ? undefined : eq(listCounts.status, status),
  );
  return sql`(SELECT coalesce(sum(${listCounts.n}), 0)::int FROM ${listCounts} WHERE ${where})`.mapWith(Number);
}

/** A page's rows with the total they carry; a page past the end has no row to carry it, so it is asked alone. */
export async function withTotal<R extends { total: number }>(db: Db, rows: R[], total: SQL<number>) {
  if (rows[0]) return { rows, total: rows[0].total };
  const [row] = await db.select({ n: total }).from(sql`(VALUES (1)) AS one`);
  return { rows, total: row?.n ?? 0 };
}

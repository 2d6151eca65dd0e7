import { and, count, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type ListName, listCounts, listVersions } from '../../db/schema';
import { anchors } from './anchors';
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
 * users use `pageIds`, `keysetPage` and `listTotal` (docs/decisions/0022, 0037).
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

/** The placeholders of a prepared list query, filled by `keysetPage` and the caller's own. */
export const param = {
  ownerId: sql.placeholder('ownerId'),
  status: sql.placeholder('status'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  anchorAt: sql.placeholder('anchorAt'),
  anchorId: sql.placeholder('anchorId'),
};

type Value = number | Placeholder;

/** The page sizes the product's screens ask for (the size changer's, /public/videos' 12). */
const WRITTEN_LIMITS = new Set([10, 12, 20, 50, 100]);

/**
 * How a list statement takes its LIMIT and OFFSET. PostgreSQL prices a generic plan whose LIMIT
 * or OFFSET is a parameter as if it read a tenth of the rows, so it planned such a statement
 * again on every call (the public page: 1.6 ms to plan, 0.5 ms to run). Written into the
 * statement, the generic plan is priced as the page it reads and is reused. One statement per
 * shape: at most five sizes, from the top or skipping, per list; other sizes take parameters.
 */
export interface PageShape {
  /** Appended to the statement's name. */
  suffix: string;
  limit: number;
  skips: boolean;
}

export const pageShape = (limit: number, offset: number): PageShape => {
  const written = WRITTEN_LIMITS.has(limit);
  return {
    suffix: `_${written ? limit : 'n'}${offset ? '_skip' : ''}`,
    limit: written ? limit : -1,
    skips: offset > 0,
  };
};

// Drizzle binds a number given to limit()/offset() as a parameter; an SQL fragment is written in.
const written = (n: number) => sql.raw(String(n)) as unknown as number;

/** How a list sorts: newest `sortAt` first, `id` breaking ties, so no page repeats or loses a row. */
export interface ListOrder {
  sortAt: PgColumn;
  id: PgColumn;
}

export const newestFirst = ({ sortAt, id }: ListOrder) => [desc(sortAt), desc(id)];

/**
 * The ids of one page, as a subquery for the query that reads the page's rows to join on. It
 * names only the columns of an index on the list's filter and order, so PostgreSQL answers it
 * with an index-only scan, starting at the anchor (`param.anchorAt`, `param.anchorId`: the key of a
 * row known to sort at or before the page) and skipping `param.offset` entries from there.
 */
export function pageIds(db: Db, table: PgTable, order: ListOrder, where: SQL | undefined, shape: PageShape) {
  const fromAnchor = sql`(${order.sortAt}, ${order.id}) <= (${param.anchorAt}::timestamptz, ${param.anchorId}::int)`;
  return shapedPageIds(db, table, order.id, and(where, fromAnchor), newestFirst(order), shape);
}

/**
 * The ids of one page as a named statement reads them: ordered by `order`, LIMIT and OFFSET as
 * `shape` has them written in or as `param.limit` and `param.offset`.
 */
export function shapedPageIds(
  db: Db,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  order: SQL[],
  shape: PageShape,
) {
  return db
    .select({ pageId: id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(shape.limit < 0 ? param.limit : written(shape.limit))
    .offset(shape.skips ? param.offset : written(0))
    .as('page_ids');
}

/**
 * The ids of one page of a staff queue, whose filters combine too many ways for a prepared
 * statement or a cached anchor: the same index-only subquery, oldest first as `order` says, with
 * this call's LIMIT and OFFSET.
 */
export function queuePageIds(
  db: Db,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  order: SQL[],
  { pageNum, pageSize }: PageRequest,
) {
  return db
    .select({ pageId: id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
    .as('page_ids');
}

/**
 * Columns to select beside each row of a page: the list's version, read in the same statement as
 * the rows, and the row's sort key exactly as PostgreSQL holds it (a JS Date would drop the
 * microseconds), so the page's first row can serve as the anchor of later reads.
 */
export const anchorColumns = (list: ListName, ownerId: Value, order: ListOrder) => ({
  version: sql<string>`(SELECT coalesce(max(${listVersions.version}), 0)::text FROM ${listVersions}
    WHERE ${listVersions.list} = ${list} AND ${listVersions.ownerId} = ${ownerId})`,
  anchorAt: sql<string>`${order.sortAt}::text`,
  anchorId: sql<number>`${order.id}`.mapWith(Number),
});

interface AnchoredRow {
  version: string;
  anchorAt: string;
  anchorId: number;
}

/** The top of a list: sorts after every row. */
const TOP = { anchorAt: 'infinity', anchorId: 2_147_483_647 };

/**
 * Reads one page of a list (`list` names it with its owner and filter) through `read`, from the
 * nearest page before it already read at the list's current version rather than from the top:
 * page 5,000 then costs what page 1 does. If the list changed since that anchor was read (the
 * version beside the rows differs) or the page came back empty, it is read again from the top,
 * so a stale anchor never returns a wrong page.
 */
export async function keysetPage<R extends AnchoredRow>(
  db: Db,
  list: string,
  { pageNum, pageSize }: PageRequest,
  read: (
    shape: PageShape,
    params: { limit: number; offset: number; anchorAt: string; anchorId: number },
  ) => Promise<R[]>,
) {
  const rank = (pageNum - 1) * pageSize;
  const from = (offset: number, at: { anchorAt: string; anchorId: number }) =>
    read(pageShape(pageSize, offset), { limit: pageSize, offset, ...at });
  const fromTop = () => from(rank, TOP);
  const anchor = anchors.nearest(db, list, rank);
  let rows = anchor ? await from(rank - anchor.rank, { anchorAt: anchor.at, anchorId: anchor.id }) : await fromTop();
  if (anchor && rows[0]?.version !== anchor.version) rows = await fromTop();
  const first = rows[0];
  if (first) anchors.remember(db, list, first.version, rank, { at: first.anchorAt, id: first.anchorId });
  return rows;
}

/** How many rows a list holds, of one status or all, from the counts triggers keep: a column to select beside a page's rows. */
export function listTotal(list: ListName, ownerId: Value, status?: Value): SQL<number> {
  const where = and(
    eq(listCounts.list, list),
    eq(listCounts.ownerId, ownerId),
    status === undefined ? undefined : eq(listCounts.status, status),
  );
  return sql`(SELECT coalesce(sum(${listCounts.n}), 0)::int FROM ${listCounts} WHERE ${where})`.mapWith(Number);
}

/**
 * A page's rows with the total they carry; a page past the end has no row to carry it, so it is
 * asked alone. `total` builds that statement only then: built on every call, Drizzle's SQL
 * building was 2% of a list page's CPU (decision 0069).
 */
export async function withTotal<R extends { total: number }>(db: Db, rows: R[], total: () => SQL<number>) {
  if (rows[0]) return { rows, total: rows[0].total };
  const [row] = await db.select({ n: total() }).from(sql`(VALUES (1)) AS one`);
  return { rows, total: row?.n ?? 0 };
}

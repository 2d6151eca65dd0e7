import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

interface Limitable<T> {
  limit(n: number): { offset(n: number): PromiseLike<T[]> };
}

/** One page of an ordered query, and how many rows `where` matches in all, queried together. */
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

import type { Db } from './database';

interface Preparable<T> {
  prepare(name: string): T;
}

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement of the request path built once per database handle and named: its SQL is not
 * rebuilt on every request, and PostgreSQL parses and plans it once per connection. For lookups
 * by key only: a list's plan depends on its parameters (a page's offset, a partial index's
 * condition), which a named statement's generic plan does not see.
 */
export function prepared<T>(db: Db, name: string, build: () => Preparable<T>): T {
  let named = statements.get(db);
  if (!named) statements.set(db, (named = new Map()));
  if (!named.has(name)) named.set(name, build().prepare(name));
  return named.get(name) as T;
}

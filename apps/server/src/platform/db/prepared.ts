import type { Db } from './database';

interface Preparable<T> {
  prepare(name: string): T;
}

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement of the request path built once per database handle and named: Drizzle does not
 * rebuild its SQL on every request, and PostgreSQL parses it once per connection. The pool's
 * connections plan every execution with its values (`plan_cache_mode = force_custom_plan`), so a
 * page's offset and status still choose its plan.
 */
export function prepared<T>(db: Db, name: string, build: () => Preparable<T>): T {
  let named = statements.get(db);
  if (!named) {
    named = new Map();
    statements.set(db, named);
  }
  if (!named.has(name)) named.set(name, build().prepare(name));
  return named.get(name) as T;
}

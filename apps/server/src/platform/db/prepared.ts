import type { Db } from './database';
import { withRowMapper } from './row-mapper';

interface Preparable<T> {
  prepare(name: string): T;
}

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement of the request path built once per database handle and named: Drizzle does not
 * rebuild its SQL on every request, and PostgreSQL parses it once per connection and, after a
 * few calls, runs the generic plan it caches rather than planning each call again (planning cost
 * more than running). The list queries lead with their index whatever the values: explain.test.ts
 * checks each named statement's generic plan. Its rows are mapped by `row-mapper.ts`, worked out once.
 */
export function prepared<T>(db: Db, name: string, build: () => Preparable<T>): T {
  let named = statements.get(db);
  if (!named) {
    named = new Map();
    statements.set(db, named);
  }
  if (!named.has(name)) named.set(name, withRowMapper(build().prepare(name)));
  return named.get(name) as T;
}

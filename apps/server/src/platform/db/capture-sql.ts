import { appendFileSync } from 'node:fs';
import type pg from 'pg';

/** One statement as the driver was handed it: bench/bare-sql.ts runs it again, prepared, with the same values. */
export interface CapturedStatement {
  name?: string;
  text: string;
  values: unknown[];
}

/**
 * bench:api's floor (decision 0066): every statement a connection of the request pool runs is
 * appended to `file` as a JSON line, so the bench can take the statements one request ran and
 * time them from a bare server. Only the pool's own connections are wrapped (pg-boss and the
 * change feed have theirs), and only when BENCH_CAPTURE_SQL names a file: otherwise nothing here runs.
 */
export function captureSql(pool: pg.Pool, file: string) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: string | pg.QueryConfig, ...rest: unknown[]) => {
      const values = Array.isArray(rest[0]) ? rest[0] : typeof config === 'object' ? (config.values ?? []) : [];
      const statement: CapturedStatement =
        typeof config === 'string'
          ? { text: config, values }
          : { ...(config.name ? { name: config.name } : {}), text: config.text, values };
      appendFileSync(file, `${JSON.stringify(statement)}\n`);
      return query(config, ...rest);
    }) as typeof client.query;
  });
}

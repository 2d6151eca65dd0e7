/**
 * The floor of bench/api.ts (decision 0066): a bare node:http server that answers each route by
 * running the very statements the product ran for one such request (captured from its query
 * layer with BENCH_CAPTURE_SQL), as prepared statements with the same values, one after the
 * other as the product does, on a pg.Pool of 20 like the product's, and answering their rows as
 * JSON. Nothing else: no routing library, no validation, no session, no logging.
 *
 *   DATABASE_URL=… tsx bench/bare-sql.ts routes.json      (routes.json: { "/path": CapturedStatement[] })
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import type { CapturedStatement } from '../apps/server/src/platform/db/capture-sql';

const routes = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as Record<string, CapturedStatement[]>;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
// Every statement named, as the product names its request path's: parsed once per connection.
const named = new Map(
  Object.entries(routes).map(([route, statements], r) => [
    route,
    statements.map((s, i) => ({ name: `floor_${r}_${i}`, text: s.text, values: s.values })),
  ]),
);

const server = http.createServer(async (req, res) => {
  const statements = named.get(new URL(req.url ?? '/', 'http://x').pathname);
  if (!statements) {
    res.writeHead(404).end();
    return;
  }
  try {
    const data: unknown[][] = [];
    for (const statement of statements) data.push((await pool.query(statement)).rows);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 200, data }));
  } catch (err) {
    res.writeHead(500).end(String(err));
  }
});
// An exit of its own on SIGTERM, so that --cpu-prof (BENCH_CPU_PROF) writes the floor's profile too.
process.once('SIGTERM', () => process.exit(0));
server.listen(0, '127.0.0.1', () => console.log(`listening on ${(server.address() as { port: number }).port}`));

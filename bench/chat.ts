/**
 * Chat fan-out: 2,000 sockets connected to one instance; creators write to customer service at a
 * steady rate through the real path (POST /web/message: written to PostgreSQL, then emitted), and
 * every message reaches the support room's sockets. Beside it, in the same run, a bare Socket.IO
 * server doing the same fan-out with no database. The product runs twice: as a web instance
 * (WEB_WORKER=false) and with the default (its rendition worker in the same process). Prints
 * delivery latency (p50, p99), the delivered rate, the messages refused with 503 (an overloaded
 * server shedding load: counted, and the run goes on) and each server's RSS: with no socket yet
 * (once settled), idle with every socket connected, and at its peak; the per-socket part is the
 * idle figure less the one with no socket (decision 0067).
 *
 *   npm run bench:chat     (BENCH_CHAT_SOCKETS=2000, BENCH_CHAT_RATE=50 messages/s, BENCH_CHAT_SECONDS=10,
 *                           BENCH_CHAT_WARM_SECONDS=3 sent first, not measured)
 */
import { spawn } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { poll } from '@stringer/test-support/poll';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { freePort } from '../apps/server/src/platform/db/embedded-postgres';
import { compiledServer, loadAverage, root, rss, settledRss, start } from './processes';

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 2000);
const SUPPORT = 50;
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 10);
/** Sent first and not measured, the same for every server: pools open, statements get parsed, JIT warms. */
const WARM_SECONDS = Number(process.env.BENCH_CHAT_WARM_SECONDS ?? 3);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/**
 * The compiled server, as production runs it, its log going to a file: a pipe this busy process
 * reads late would make the server wait on its own logging, which no deployment sees.
 */
async function startServer(env: Record<string, string>, logFile: string) {
  const args = compiledServer();
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', openSync(logFile, 'w'), 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}; see ${logFile}`))),
  );
  const ready = async () => (await fetch(`http://127.0.0.1:${port}/health/ready`)).ok || undefined;
  await Promise.race([poll('the server to answer', ready, { timeout: 120_000, interval: 200 }), exited]);
  return { child, port };
}

async function connectAll(url: string, auths: object[], path = '/socket.io') {
  const sockets: Socket[] = [];
  for (let i = 0; i < auths.length; i += 100) {
    const batch = auths.slice(i, i + 100).map(
      (auth) =>
        new Promise<Socket>((resolve, reject) => {
          const s = io(url, { path, auth, transports: ['websocket'], reconnection: false });
          s.once('connect', () => resolve(s));
          s.once('connect_error', reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

interface Result {
  latencies: number[];
  seconds: number;
  /** Messages the server answered 503 (overloaded) to: counted, not delivered, the run goes on. */
  refused: number;
  /** Before any socket connects, once settled. */
  rssEmpty: number;
  rssIdle: number;
  rssPeak: number;
}

/**
 * Sends RATE messages a second for WARM_SECONDS, then for SECONDS, each through `send` (false: the
 * server refused it); support sockets time each arrival of the measured ones.
 */
async function drive(
  pid: number,
  support: Socket[],
  send: (i: number, text: string) => Promise<boolean>,
): Promise<Omit<Result, 'rssEmpty'>> {
  const latencies: number[] = [];
  const warm = RATE * WARM_SECONDS;
  for (const s of support)
    s.on('messageReceived', (m: { text: string }) => {
      const [label, sent] = m.text.split(':');
      if (Number(label?.slice(1)) >= warm) latencies.push(Date.now() - Number(sent));
    });
  const rssIdle = rss(pid);
  let rssPeak = rssIdle;
  const total = RATE * SECONDS;
  const start = Date.now();
  let began = start;
  const pending: Promise<boolean>[] = [];
  for (let i = 0; i < warm + total; i++) {
    if (i === warm) began = Date.now();
    const wait = start + (i * 1000) / RATE - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(send(i, `m${i}:${Date.now()}`));
    if (i % RATE === 0) rssPeak = Math.max(rssPeak, rss(pid));
  }
  const refused = (await Promise.all(pending)).slice(warm).filter((accepted) => !accepted).length;
  const expected = (total - refused) * support.length;
  for (let i = 0; i < 100 && latencies.length < expected; i++) await new Promise((r) => setTimeout(r, 100));
  rssPeak = Math.max(rssPeak, rss(pid));
  return {
    latencies: latencies.sort((a, b) => a - b),
    seconds: (Date.now() - began) / 1000,
    refused,
    rssIdle,
    rssPeak,
  };
}

async function benchStringer(webWorker: boolean): Promise<Result> {
  const name = `stringer_bench_chat_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stringer-bench-chat-'));
  const server = await startServer(
    { DATABASE_URL: url.href, DATA_DIR: dataDir, SEED_DEMO: 'false', WEB_WORKER: String(webWorker) },
    path.join(dataDir, 'server.log'),
  );
  const db = new pg.Client({ connectionString: url.href });
  await db.connect();
  try {
    const [{ value: secret }] = (await db.query("SELECT value FROM app_secrets WHERE name = 'chat-signature'")).rows;
    const people = Array.from({ length: SOCKETS }, (_, i) => ({
      role: i < SUPPORT ? 'support' : 'creator',
      token: randomBytes(24).toString('base64url'),
    }));
    const ids: number[] = [];
    for (const [i, p] of people.entries()) {
      const { rows } = await db.query(
        "INSERT INTO accounts (role, account, mail, real_name) VALUES ($1, $2, $3, 'Bench') RETURNING id",
        [p.role, `bench${i}`, `bench${i}@example.com`],
      );
      ids.push(rows[0].id);
      await db.query(
        "INSERT INTO sessions (account_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')",
        [rows[0].id, createHash('sha256').update(p.token).digest('hex')],
      );
    }
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    const auths = people.map((p, i) => ({
      token: p.token,
      userId: ids[i],
      expiresAt,
      signature: createHmac('sha256', secret).update(`${ids[i]}.${expiresAt}`).digest('base64url'),
    }));
    const base = `http://127.0.0.1:${server.port}`;
    const rssEmpty = (await settledRss(server.child.pid as number)).mib;
    const sockets = await connectAll(base, auths);
    const creators = people.slice(SUPPORT);
    const result = await drive(server.child.pid as number, sockets.slice(0, SUPPORT), async (i, text) => {
      // Many creators writing, a few messages each, as the per-account limit expects.
      const res = await fetch(`${base}/web/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stringer-token': creators[i % creators.length]?.token ?? '' },
        body: JSON.stringify({ clientMsgId: randomBytes(8).toString('hex'), kind: 'text', text }),
      });
      // Under overload the server sheds load with 503 (under-pressure): a figure of the run, not its end.
      if (res.status === 503) return false;
      if (res.status !== 200) throw new Error(`send failed: ${res.status} ${await res.text()}`);
      return true;
    });
    for (const s of sockets) s.close();
    return { ...result, rssEmpty };
  } finally {
    await db.end();
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchBare(): Promise<Result> {
  const server = await start(['bench/bare-socketio.ts'], {}, /listening on (\d+)/);
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const auths = Array.from({ length: SOCKETS }, (_, i) => (i < SUPPORT ? { room: 'support' } : {}));
    const rssEmpty = (await settledRss(server.child.pid as number)).mib;
    const sockets = await connectAll(base, auths);
    const senders = sockets.slice(SUPPORT);
    const result = await drive(server.child.pid as number, sockets.slice(0, SUPPORT), (i, text) => {
      const sender = senders[i % senders.length] as Socket;
      return new Promise((resolve) => sender.emit('send', { text }, () => resolve(true)));
    });
    for (const s of sockets) s.close();
    return { ...result, rssEmpty };
  } finally {
    server.child.kill('SIGTERM');
  }
}

function row(name: string, r: Result) {
  const delivered = r.latencies.length / r.seconds;
  return { name, p50: percentile(r.latencies, 0.5), p99: percentile(r.latencies, 0.99), delivered, r };
}

const rows = [row('Stringer, web only', await benchStringer(false)), row('Stringer', await benchStringer(true))];
const bare = row('bare Socket.IO', await benchBare());
console.log(
  `\n${SOCKETS} sockets, ${SUPPORT} in the support room, ${RATE} messages/s for ${SECONDS} s after ${WARM_SECONDS} s not measured; load ${loadAverage()}`,
);
console.log(
  'server              p50 ms  p99 ms  delivered/s  refused (503)  RSS 0 sockets  RSS idle  RSS peak  MB/1000 sockets',
);
const mb = (n: number, width: number) => n.toFixed(0).padStart(width);
for (const x of [...rows, bare]) {
  const perThousand = ((x.r.rssIdle - x.r.rssEmpty) * 1000) / SOCKETS;
  console.log(
    `${x.name.padEnd(19)} ${String(x.p50).padStart(6)}  ${String(x.p99).padStart(6)}  ${mb(x.delivered, 11)}  ${mb(x.r.refused, 13)}  ${mb(x.r.rssEmpty, 13)}  ${mb(x.r.rssIdle, 8)}  ${mb(x.r.rssPeak, 8)}  ${mb(perThousand, 15)}`,
  );
}
for (const x of rows) {
  console.log(
    `${x.name}: RSS idle ${(x.r.rssIdle / bare.r.rssIdle).toFixed(2)}x bare, peak ${(x.r.rssPeak / bare.r.rssPeak).toFixed(2)}x (target <= 1.5); ` +
      `delivered ${(x.delivered / bare.delivered).toFixed(2)}x (target >= 0.80); p99 ${x.p99} ms (target < 30)`,
  );
}

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { eq, lt } from 'drizzle-orm';
import serverPackage from '../../package.json' with { type: 'json' };
import { instances } from '../db/schema';
import type { Db } from './db/database';

export const VERSION = serverPackage.version;
/** How often a process says it is alive; the system page counts it gone after three missed beats. */
export const BEAT_MS = 5_000;
/** A row silent this long is a process that died without saying goodbye: no longer worth showing. */
const FORGET_MS = 24 * 3_600_000;

interface Options {
  db: Db;
  kind: 'web' | 'worker';
  /** The queues it runs, read at each beat. */
  runs: () => string[];
  sockets?: () => number;
  log: { warn(obj: object, msg: string): void };
}

/**
 * Writes this process's row in `instances` now and every BEAT_MS; `stop` removes it, so a
 * process that closes cleanly leaves the page at once and only a dead one shows as silent.
 */
export async function startHeartbeat({ db, kind, runs, sockets, log }: Options) {
  const id = randomUUID();
  const startedAt = new Date();
  const beat = async () => {
    const now = new Date();
    const row = { runs: runs(), sockets: sockets?.() ?? 0, lastSeenAt: now };
    await db
      .insert(instances)
      .values({ id, kind, version: VERSION, host: hostname(), pid: process.pid, startedAt, ...row })
      .onConflictDoUpdate({ target: instances.id, set: row });
    await db.delete(instances).where(lt(instances.lastSeenAt, new Date(now.getTime() - FORGET_MS)));
  };
  await beat();
  let failing = false;
  const timer = setInterval(() => {
    beat().then(
      () => {
        failing = false;
      },
      (err: Error) => {
        // Said once per outage: the database being away is reported by /health/ready already.
        if (!failing) log.warn({ err: err.message }, 'heartbeat not written');
        failing = true;
      },
    );
  }, BEAT_MS);
  timer.unref();
  return {
    id,
    async stop() {
      clearInterval(timer);
      await db
        .delete(instances)
        .where(eq(instances.id, id))
        .catch(() => {});
    },
  };
}

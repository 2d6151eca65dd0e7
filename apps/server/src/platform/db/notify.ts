import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './database';

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * PostgreSQL's LISTEN/NOTIFY: how a worker on another machine tells the web instances that hold
 * the sockets, with nothing but the database they share (no Redis needed on one machine).
 */
export async function notify(db: Db, channel: string, payload: object) {
  await db.execute(sql`SELECT pg_notify(${channel}, ${JSON.stringify(payload)})`);
}

/**
 * Calls `onPayload` for every notification on `channel`, reconnecting after a lost connection.
 * A notification sent while the connection was down is gone: `onReconnect` is told once it is
 * back, so that those who wait on the channel can look again for themselves.
 */
export async function listen(
  url: string,
  channel: string,
  onPayload: (payload: unknown) => void,
  log: Log,
  onReconnect: () => void = () => {},
) {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (!closed) retry = setTimeout(() => connect().then(onReconnect, again), 1000);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      try {
        onPayload(JSON.parse(message.payload));
      } catch (err) {
        log.warn({ err, channel }, 'a notification could not be handled');
      }
    });
    next.on('error', (err) => {
      log.warn({ err, channel }, 'LISTEN connection lost; reconnecting');
      next.end().catch(() => {});
      again();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

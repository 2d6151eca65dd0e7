import closeWithGrace from 'close-with-grace';
import type { BaseLogger } from 'pino';
import { isUnavailable } from './errors';

interface Options {
  /** How long `close` may take before the process exits anyway. */
  delay: number;
  log: Pick<BaseLogger, 'info' | 'warn' | 'error'>;
  /** What a signal starts, for the log (the worker: "finishing the jobs under way"). */
  saying: string;
  close(): Promise<void>;
}

const STRAY_ERRORS = ['uncaughtException', 'unhandledRejection'] as const;

/**
 * How the server and the worker end. A signal runs `close` (finish what is under way), bounded
 * by `delay`. An error nobody caught closes the process too, exiting 1 so that its supervisor
 * starts a fresh one: its state is unknown. Except the database being away: the pools and the
 * job queue reconnect by themselves, so that is logged and the process carries on.
 * close-with-grace alone closed on the first such error and exited on the next ("second error,
 * exiting"): a 15 s PostgreSQL restart ended every worker (docs/decisions/0071).
 */
export function closeOnSignal({ delay, log, saying, close }: Options) {
  let fatal: unknown;
  let closing = false;
  const closer = closeWithGrace(
    { delay, skip: [...STRAY_ERRORS], logger: { error: (msg: unknown) => log.error(msg) } },
    async ({ signal }) => {
      closing = true;
      if (signal) log.info(`${signal} received: ${saying}`);
      await close();
      // Thrown for close-with-grace, which then exits 1 rather than 0.
      if (fatal !== undefined) throw fatal;
    },
  );
  const onStray = (err: unknown) => {
    if (isUnavailable(err)) {
      log.warn({ err }, 'the database could not be reached: carrying on, the connections are made again');
      return;
    }
    log.error({ err }, closing ? 'an error while closing' : 'closing after an error');
    fatal ??= err ?? new Error('a promise was rejected without a reason');
    if (!closing) void closer.close();
  };
  for (const event of STRAY_ERRORS) process.on(event, onStray);
}

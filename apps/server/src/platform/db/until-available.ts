import { isUnavailable } from '../errors';

const FIRST_WAIT_MS = 250;
const LONGEST_WAIT_MS = 5_000;
/** Longer than a PostgreSQL restart; shorter than a job's lease is worth holding a worker for. */
const PATIENCE_MS = 120_000;

/**
 * Runs `write` again while the database cannot be reached, waiting 0.25 s, then twice as long
 * each time up to 5 s, for at most two minutes: what a job made over minutes (a transcode) is
 * not thrown away, nor made again, because PostgreSQL restarted as it was being recorded.
 * For idempotent writes only: a write whose answer was lost may have been committed.
 */
export async function untilAvailable<T>(write: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  for (let wait = FIRST_WAIT_MS; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    try {
      return await write();
    } catch (err) {
      if (!isUnavailable(err) || Date.now() + wait > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

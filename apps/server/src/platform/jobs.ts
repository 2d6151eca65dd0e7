import { PgBoss } from 'pg-boss';
import type { Tx } from './db/database';
import { listen } from './db/notify';
import { isUnavailable } from './errors';
import type { Mail, Mailer } from './mail/mailer';
import { jobRunSeconds, jobWaitSeconds, mails, type QueueFigures } from './metrics';

export const MAIL_QUEUE = 'mail.send';
const SUPERVISE_SECONDS = 10;
/** How often an instance's workers look for a job when nobody has told them of one. */
const POLL_SECONDS = 2;
/**
 * The channel on which an instance that queued a job tells every other (PostgreSQL's NOTIFY), so
 * that a worker on another process or machine takes it now rather than at its next poll: up to
 * POLL_SECONDS at each step of a video's renditions, which a first frame waited for (issue 38).
 */
const JOBS_CHANNEL = 'stringer_jobs';
const UNREACHABLE_SAID_EVERY_MS = 60_000;

export interface SendOptions {
  /** Higher runs first among the queue's waiting jobs. */
  priority?: number;
  /** At most one waiting job with this key per queue: queuing it again is a no-op. */
  singletonKey?: string;
  /** The job's id (a UUID), when the caller follows it with `find`. */
  id?: string;
  /** Not run before this time: a job scheduled for a moment (an answer-by time). */
  startAfter?: Date;
}

/** A job's data, where it is (waiting or waiting to retry, running, done, given up) and what its handler returned. */
export interface JobState {
  data: object;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  output: object | null;
}

export interface WorkOptions {
  /** Also queue a job on this schedule (cron syntax). */
  cron?: string;
  /** Jobs this instance runs at once from this queue; 1 by default. */
  concurrency?: number;
  /**
   * A running job whose worker has not said it is alive for this long is taken up again (by any
   * instance): a worker killed mid-job costs this long, however long the job would have run.
   */
  heartbeatSeconds?: number;
  /** How long one attempt may run before it counts as failed; pg-boss's 15 minutes by default. */
  expireInSeconds?: number;
  /**
   * Seconds before a failed attempt (a thrown error, or a lost heartbeat) runs again, doubling
   * with each retry; 30 by default.
   */
  retryDelay?: number;
  /** Attempts after the first before a job is failed for good; 5 by default. */
  retryLimit?: number;
}

/** Which attempt of its job a handler runs: the last one may say so in its own words. */
export interface Attempt {
  retryCount: number;
  retryLimit: number;
}

/**
 * Thrown by a handler whose job can never succeed (a damaged file): the job is failed at once,
 * counted and listed as failed, without the retries a passing fault gets.
 */
export class GiveUp extends Error {
  override name = 'GiveUp';
}

export interface Jobs {
  /** Queues a mail, inside the caller's transaction when given: it is then sent only if that commits. */
  sendMail(mail: Mail, tx?: Tx): Promise<void>;
  /** Queues a job, inside a transaction when one is given. */
  send(queue: string, data: object, tx?: Tx, options?: SendOptions): Promise<void>;
  /** A job of `queue` by id, while pg-boss keeps it (completed jobs: days). */
  find(queue: string, id: string): Promise<JobState | null>;
  /**
   * Runs `handler` for each job of `queue` on this instance, when it takes work (`takesWork`);
   * creates the queue either way, so others can send to it. What the handler returns is kept as
   * the job's output (`find`). `signal` aborts once this instance no longer holds the job (its
   * heartbeat found it taken up again elsewhere, or the queue stopped): its result cannot land.
   */
  work<T extends object>(
    queue: string,
    handler: (data: T, signal: AbortSignal, attempt: Attempt) => Promise<unknown>,
    options?: WorkOptions,
  ): Promise<void>;
  /** Whether this process runs job handlers (web instances with WEB_WORKER=false do not). */
  readonly takesWork: boolean;
  /** The queues this process runs handlers for. */
  working(): string[];
  /** Every queue of the install with its waiting, running and failed jobs: one query, for scrapes and the system page. */
  figures(): Promise<QueueFigures[]>;
  /** The latest jobs given up on, newest first, with the error that ended them. */
  failed(limit: number): Promise<FailedJob[]>;
  /** Runs a failed job again (when `tx` commits); false when it is not, or no longer, failed. */
  retry(queue: string, id: string, tx: Tx): Promise<boolean>;
  stop(): Promise<void>;
}

export interface FailedJob {
  id: string;
  queue: string;
  error: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date | null;
}

// Waiting is what could run now: a retry's or a schedule's job before its time is not late yet.
const FIGURES_SQL = `
  SELECT q.name AS queue,
    count(j.id) FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after <= now())::int AS waiting,
    count(j.id) FILTER (WHERE j.state = 'active')::int AS running,
    count(j.id) FILTER (WHERE j.state = 'failed')::int AS failed,
    extract(epoch FROM now() - min(j.start_after) FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after <= now()))::float AS "oldestWaitS"
  FROM pgboss.queue q
  LEFT JOIN pgboss.job j ON j.name = q.name AND j.state IN ('created', 'retry', 'active', 'failed')
  GROUP BY q.name ORDER BY q.name`;

const FAILED_SQL = `
  SELECT id, name AS queue, coalesce(output->>'message', output::text, '') AS error, retry_count + 1 AS attempts,
    created_on AS "createdAt", completed_on AS "failedAt"
  FROM pgboss.job WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST LIMIT $1`;

/** Each job with its times, for the wait and run figures. */
const WITH_TIMES = { includeMetadata: true } as const;

interface Timed extends Attempt {
  id: string;
  data: unknown;
  signal: AbortSignal;
  createdOn: Date;
  startAfter: Date;
}

type Handler<T> = (data: T, signal: AbortSignal, attempt: Attempt) => Promise<unknown>;

/**
 * Runs one job, timing its wait and its run for /metrics; a GiveUp spends the job's retries
 * first, so that pg-boss fails it for good.
 */
async function timed<T>(boss: PgBoss, queue: string, job: Timed, handler: Handler<T>) {
  const queuedAt = Math.max(job.createdOn.getTime(), job.startAfter.getTime());
  jobWaitSeconds.observe({ queue }, Math.max(0, Date.now() - queuedAt) / 1000);
  const end = jobRunSeconds.startTimer({ queue });
  try {
    const output = await handler(job.data as T, job.signal, { retryCount: job.retryCount, retryLimit: job.retryLimit });
    end({ outcome: 'completed' });
    return output;
  } catch (err) {
    end({ outcome: 'failed' });
    if (err instanceof GiveUp) await boss.getDb().executeSql(GIVE_UP_SQL, [job.id]);
    throw err;
  }
}

const GIVE_UP_SQL = 'UPDATE pgboss.job SET retry_limit = retry_count WHERE id = $1';

interface Options {
  databaseUrl: string;
  mailer: Mailer;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** false: queue jobs but run none here (web instances beside a worker fleet). */
  takesWork?: boolean;
  /** Seconds between looks for a job nobody told of (a test makes it long to see that a NOTIFY wakes). */
  pollSeconds?: number;
}

/** pg-boss on the product's own PostgreSQL: no other service to run. */
export async function startJobs({
  databaseUrl,
  mailer,
  log,
  takesWork = true,
  pollSeconds = POLL_SECONDS,
}: Options): Promise<Jobs> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: 4,
    // How often one instance (whichever claims the pass) fails jobs past their expiry or last
    // heartbeat: pg-boss's 60 s would add up to a minute to a killed worker's heartbeat. Cheap:
    // the claim makes it one pass per interval for the whole fleet.
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
  });
  // While PostgreSQL is away every queue's poll fails, each 2 s, and pg-boss polls on by itself
  // until it answers again: said once a minute rather than a few times a second.
  let quietUntil = 0;
  boss.on('error', (err: Error) => {
    if (!isUnavailable(err)) return log.error({ err }, 'job queue error');
    if (Date.now() < quietUntil) return;
    quietUntil = Date.now() + UNREACHABLE_SAID_EVERY_MS;
    log.warn({ err: err.message }, 'job queue: the database cannot be reached; polling on');
  });
  await boss.start();
  const workers = new Map<string, string[]>();
  /** Wakes this instance's workers when a job is visible, rather than at their next poll. */
  const wake = (queue: string) => {
    for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
  };
  /** Wakes the workers of every instance, this one's at once; a lost NOTIFY leaves them to their poll. */
  const announce = (queue: string) => {
    wake(queue);
    boss
      .getDb()
      .executeSql('SELECT pg_notify($1, $2)', [JOBS_CHANNEL, JSON.stringify({ queue })])
      .catch((err: unknown) => log.warn({ err, queue }, 'job queue: the other instances were not told of a job'));
  };
  const unlisten = takesWork
    ? await listen(
        databaseUrl,
        JOBS_CHANNEL,
        (payload) => wake((payload as { queue?: string }).queue ?? ''),
        log,
        // Told nothing while the connection was down: every queue looks now.
        () => {
          for (const queue of workers.keys()) wake(queue);
        },
      )
    : undefined;

  const jobs: Jobs = {
    takesWork,
    async send(queue, data, tx, options = {}) {
      await boss.send(queue, data, { ...options, ...(tx ? { db: tx } : {}) });
      if (tx) tx.afterCommit(() => announce(queue));
      else announce(queue);
    },
    sendMail: (mail, tx) => jobs.send(MAIL_QUEUE, mail, tx),
    working: () => [...workers.keys()].filter((queue) => workers.get(queue)?.length),
    async find(queue, id) {
      const job = await boss.getJobById(queue, id);
      return job && { data: job.data as object, state: job.state, output: job.output ?? null };
    },
    async work(queue, handler, options = {}) {
      await createQueue(boss, queue, options);
      if (options.cron) await boss.schedule(queue, options.cron, {});
      if (!takesWork) return;
      const ids: string[] = [];
      for (let i = 0; i < (options.concurrency ?? 1); i++) {
        ids.push(
          await boss.work(queue, { ...WITH_TIMES, pollingIntervalSeconds: pollSeconds }, async (batch) => {
            // pg-boss keeps a handler's result as the output of a batch of one, which these are.
            let output: unknown;
            for (const job of batch) output = await timed(boss, queue, job, handler);
            return output;
          }),
        );
      }
      workers.set(queue, ids);
    },
    async figures() {
      return (await boss.getDb().executeSql(FIGURES_SQL)).rows as QueueFigures[];
    },
    async failed(limit) {
      return (await boss.getDb().executeSql(FAILED_SQL, [limit])).rows as FailedJob[];
    },
    async retry(queue, id, tx) {
      // pg-boss types its command answers as `{}`; the count is there all the same.
      const { affected } = (await boss.retry(queue, id, { db: tx })) as { affected?: number };
      tx.afterCommit(() => announce(queue));
      return (affected ?? 0) > 0;
    },
    async stop() {
      await unlisten?.();
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
  await jobs.work<Mail>(MAIL_QUEUE, async (mail) => {
    try {
      await mailer.send(mail);
      mails.inc({ outcome: 'sent' });
    } catch (err) {
      mails.inc({ outcome: 'failed' });
      throw err;
    }
  });
  return jobs;
}

const DEADLOCK = '40P01';

/**
 * Instances starting together on a new database may deadlock creating the same queue (pg-boss
 * adds its partition table): PostgreSQL aborts one, whose retry then finds the queue made.
 */
async function createQueue(
  boss: PgBoss,
  queue: string,
  { heartbeatSeconds, expireInSeconds, retryDelay, retryLimit }: WorkOptions,
) {
  const options = {
    retryLimit: retryLimit ?? 5,
    retryDelay: retryDelay ?? 30,
    retryBackoff: true,
    ...(heartbeatSeconds ? { heartbeatSeconds } : {}),
    ...(expireInSeconds ? { expireInSeconds } : {}),
  };
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(queue, options);
      // An existing queue keeps the options it was made with; this brings them up to date.
      return await boss.updateQueue(queue, options);
    } catch (err) {
      if ((err as { code?: string }).code !== DEADLOCK || attempt === 5) throw err;
    }
  }
}

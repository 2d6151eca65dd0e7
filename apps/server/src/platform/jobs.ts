import { PgBoss } from 'pg-boss';
import type { Tx } from './db/database';
import type { Mail, Mailer } from './mail/mailer';

export const MAIL_QUEUE = 'mail.send';
const SUPERVISE_SECONDS = 10;

export interface SendOptions {
  /** Higher runs first among the queue's waiting jobs. */
  priority?: number;
  /** At most one waiting job with this key per queue: queuing it again is a no-op. */
  singletonKey?: string;
  /** The job's id (a UUID), when the caller follows it with `find`. */
  id?: string;
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
   * the job's output (`find`).
   */
  work<T extends object>(queue: string, handler: (data: T) => Promise<unknown>, options?: WorkOptions): Promise<void>;
  /** Whether this process runs job handlers (web instances with WEB_WORKER=false do not). */
  readonly takesWork: boolean;
  stop(): Promise<void>;
}

interface Options {
  databaseUrl: string;
  mailer: Mailer;
  log: { error(obj: object, msg: string): void };
  /** false: queue jobs but run none here (web instances beside a worker fleet). */
  takesWork?: boolean;
}

/** pg-boss on the product's own PostgreSQL: no other service to run. */
export async function startJobs({ databaseUrl, mailer, log, takesWork = true }: Options): Promise<Jobs> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: 4,
    // How often one instance (whichever claims the pass) fails jobs past their expiry or last
    // heartbeat: pg-boss's 60 s would add up to a minute to a killed worker's heartbeat. Cheap:
    // the claim makes it one pass per interval for the whole fleet.
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
  });
  boss.on('error', (err: Error) => log.error({ err }, 'job queue error'));
  await boss.start();
  const workers = new Map<string, string[]>();

  const jobs: Jobs = {
    takesWork,
    async send(queue, data, tx, options = {}) {
      await boss.send(queue, data, { ...options, ...(tx ? { db: tx } : {}) });
      // Wake this instance's workers when the job is visible, rather than at their next poll.
      const wake = () => {
        for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
      };
      if (tx) tx.afterCommit(wake);
      else wake();
    },
    sendMail: (mail, tx) => jobs.send(MAIL_QUEUE, mail, tx),
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
          await boss.work<object>(queue, { pollingIntervalSeconds: 2 }, async (batch) => {
            // pg-boss keeps a handler's result as the output of a batch of one, which these are.
            let output: unknown;
            for (const job of batch) output = await handler(job.data as never);
            return output;
          }),
        );
      }
      workers.set(queue, ids);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
  await jobs.work<Mail>(MAIL_QUEUE, (mail) => mailer.send(mail));
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
  { heartbeatSeconds, expireInSeconds, retryDelay }: WorkOptions,
) {
  const options = {
    retryLimit: 5,
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

import { PgBoss } from 'pg-boss';
import type { Tx } from './db/database';
import type { Mail, Mailer } from './mail/mailer';

export const MAIL_QUEUE = 'mail.send';

export interface Jobs {
  /** Queues a mail, inside the caller's transaction when given: it is then sent only if that commits. */
  sendMail(mail: Mail, tx?: Tx): Promise<void>;
  /** Queues a job, inside a transaction when one is given. */
  send(queue: string, data: object, tx?: Tx): Promise<void>;
  /** Runs `handler` for each job of `queue`, on this instance; `cron` also queues one on that schedule. */
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>, cron?: string): Promise<void>;
  stop(): Promise<void>;
}

interface Options {
  databaseUrl: string;
  mailer: Mailer;
  log: { error(obj: object, msg: string): void };
}

/** pg-boss on the product's own PostgreSQL: no other service to run. */
export async function startJobs({ databaseUrl, mailer, log }: Options): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 4 });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const workers = new Map<string, string>();

  const jobs: Jobs = {
    async send(queue, data, tx) {
      await boss.send(queue, data, tx ? { db: tx } : {});
      // Wake this instance's worker when the job is visible, rather than at its next poll.
      const wake = () => {
        const id = workers.get(queue);
        if (id) boss.notifyWorker(id);
      };
      if (tx) tx.afterCommit(wake);
      else wake();
    },
    sendMail: (mail, tx) => jobs.send(MAIL_QUEUE, mail, tx),
    async work(queue, handler, cron) {
      await createQueue(boss, queue);
      const id = await boss.work<object>(queue, { pollingIntervalSeconds: 2 }, async (batch) => {
        for (const job of batch) await handler(job.data as never);
      });
      workers.set(queue, id);
      if (cron) await boss.schedule(queue, cron, {});
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
async function createQueue(boss: PgBoss, queue: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await boss.createQueue(queue, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
    } catch (err) {
      if ((err as { code?: string }).code !== DEADLOCK || attempt === 5) throw err;
    }
  }
}

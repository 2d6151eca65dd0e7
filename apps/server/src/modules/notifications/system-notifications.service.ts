import { randomUUID } from 'node:crypto';
import type { SystemNotificationBody, SystemNotificationSend } from '@stringer/shared/schemas/system-notifications';
import { webLinks } from '@stringer/shared/web-paths';
import type { AuthSession } from '../../platform/auth';
import type { Database, Tx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { JobState, Jobs } from '../../platform/jobs';
import type { AuditRows } from '../audit';
import type { NotificationsService } from './notifications.service';
import {
  type Audience,
  systemNotificationsRepository as repo,
  type SendParams,
} from './system-notifications.repository';

export const SEND_QUEUE = 'notification.system';
/** Creators written per transaction: a send to everyone never holds one transaction over all of them. */
export const SEND_BATCH = 500;
const LINK = webLinks.message({ tab: 'system' });

interface SendJob {
  audience: Audience;
  params: SendParams;
  targeted: number;
}

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  jobs: Pick<Jobs, 'send' | 'work' | 'find'>;
  notifications: Pick<NotificationsService, 'deliverLater'>;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
}

const audienceOf = (b: SystemNotificationBody): Audience => {
  if (b.audience === 'creator') return { creatorId: b.creatorId as number };
  if (b.audience === 'country') return { countryId: b.countryId as number };
  return 'all';
};

const STATES: Record<JobState['state'], SystemNotificationSend['state']> = {
  created: 'queued',
  retry: 'queued',
  active: 'sending',
  completed: 'done',
  cancelled: 'failed',
  failed: 'failed',
};

/**
 * Support's own notices (product-decisions: support sends system notifications): to one creator at
 * once, in the request's transaction; to a country or to everyone as a job that writes them in
 * batches. Delivery (live, and mail as each creator's settings say) is the notifications outbox's.
 */
export function createSystemNotificationsService({
  database: { db, transaction },
  jobs,
  notifications,
  auditRows,
}: Deps) {
  /** One batch: the notifications and their delivery job, in the caller's transaction. */
  const notifyBatch = async (tx: Tx, job: SendJob, afterId: number) => {
    const done = await repo.notifyBatch(tx.db, job.audience, afterId, SEND_BATCH, job.params, LINK);
    await notifications.deliverLater(tx, done.ids);
    return done;
  };

  /** Batch after batch, each its own transaction, until no creator is left; a retry skips whom an earlier attempt reached. */
  const run = async (job: SendJob) => {
    let reached = 0;
    for (let after = 0; ; ) {
      const done = await transaction((tx) => notifyBatch(tx, job, after));
      if (done.last === null) return { reached };
      reached += done.size;
      after = done.last;
    }
  };

  const record = (tx: Tx, auth: AuthSession, body: SystemNotificationBody, targeted: number, sendId: string) =>
    auditRows.record(tx.db, {
      staffId: auth.accountId,
      entity: 'notification',
      entityId: null,
      // Only a send to one creator concerns a creator (a stray creatorId beside "all" names nobody).
      creatorId: body.audience === 'creator' ? (body.creatorId ?? null) : null,
      action: 'send',
      before: null,
      after: {
        audience: body.audience,
        countryId: body.audience === 'country' ? (body.countryId ?? null) : null,
        targeted,
        sendId,
        title: body.titleEn,
        titleZh: body.titleZh,
        text: body.textEn,
        textZh: body.textZh,
      },
    });

  const checkAudience = async (body: SystemNotificationBody) => {
    const audience = audienceOf(body);
    if (audience === 'all') return audience;
    if ('countryId' in audience && !(await repo.countryExists(db, audience.countryId)))
      throw new AppError('validation', [{ field: 'countryId', msgKey: 'errors.invalidValue' }]);
    if ('creatorId' in audience && (await repo.countCreators(db, audience)) === 0)
      throw new AppError('creatorNotExist', [{ field: 'creatorId', msgKey: 'errors.creatorNotExist' }]);
    return audience;
  };

  return {
    start: () => jobs.work<SendJob>(SEND_QUEUE, run),

    async send(auth: AuthSession, body: SystemNotificationBody): Promise<SystemNotificationSend> {
      const audience = await checkAudience(body);
      const { titleEn, titleZh, textEn, textZh } = body;
      const job: SendJob = {
        audience,
        params: { sendId: randomUUID(), titleEn, titleZh, textEn, textZh },
        targeted: await repo.countCreators(db, audience),
      };
      const id = job.params.sendId;
      if (audience !== 'all' && 'creatorId' in audience) {
        await transaction(async (tx) => {
          await notifyBatch(tx, job, 0);
          await record(tx, auth, body, 1, id);
        });
        return { id: null, state: 'done', targeted: 1, reached: 1 };
      }
      await transaction(async (tx) => {
        await record(tx, auth, body, job.targeted, id);
        await jobs.send(SEND_QUEUE, job, tx, { id });
      });
      return { id, state: 'queued', targeted: job.targeted, reached: null };
    },

    /** Where a send to many is: queued, sending, done (with how many it reached) or failed. */
    async status(id: string): Promise<SystemNotificationSend> {
      const found = await jobs.find(SEND_QUEUE, id);
      if (!found) throw new AppError('notFound');
      const reached = (found.output as { reached?: number } | null)?.reached ?? null;
      return { id, state: STATES[found.state], targeted: (found.data as SendJob).targeted, reached };
    },
  };
}

export type SystemNotificationsService = ReturnType<typeof createSystemNotificationsService>;

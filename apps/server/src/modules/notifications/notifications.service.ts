import {
  type NotificationParams,
  type NotificationSettingsBody,
  type NotificationType,
  notificationText,
  type OfferTerms,
  type RewardAmount,
} from '@stringer/shared/schemas/notifications';
import { type WebLink, webAddress, webLinks, webPaths } from '@stringer/shared/web-paths';
import type { AuthSession } from '../../platform/auth';
import type { Database, Db, Tx } from '../../platform/db/database';
import type { PageRequest } from '../../platform/db/paging';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import type { Jobs } from '../../platform/jobs';
import type { Realtime } from '../../platform/realtime';
import { presentNotification, presentSettings } from './notifications.presenter';
import { notificationsRepository as repo } from './notifications.repository';

export const DELIVER_QUEUE = 'notification.deliver';
/**
 * Licence requests for one work reach its creator as one notice per batch (decision 0060): none
 * while one is unread or younger than this; support lists every request all the same.
 */
export const LICENCE_NOTICE_BATCH_MS = 60 * 60_000;

interface Deps {
  database: Pick<Database, 'db'>;
  jobs: Pick<Jobs, 'send' | 'sendMail' | 'work'>;
  realtime: Pick<Realtime, 'toAccount'>;
  /** Where mails link back to (`PUBLIC_URL`). */
  publicUrl: string;
  /** Pushes a creator's new unread counts to their open tabs. */
  pushUnread(accountId: number): Promise<void>;
}

interface About {
  creatorId: number;
  title: string;
}

const workLink = webLinks.workDetail;
const clueLink = webLinks.clueDetail;
const CERTIFICATION_LINK = webPaths.accountSettings;

/** How many system notifications an account has not read: the message centre's badge counts them too. */
export const systemUnreadCounter = (db: Db) => (accountId: number) => repo.unreadCount(db, accountId);

export function createNotificationsService({ database: { db }, jobs, realtime, publicUrl, pushUnread }: Deps) {
  /** Queues the delivery of notifications written in the caller's transaction: one job for a batch. */
  const deliverLater = async (tx: Tx, ids: number[]) => {
    if (ids.length) await jobs.send(DELIVER_QUEUE, { ids }, tx);
  };

  /** Writes the notification inside the caller's transaction, and queues its delivery there too. */
  const raise = async (
    tx: Tx,
    accountId: number,
    type: NotificationType,
    params: NotificationParams,
    link: WebLink,
  ) => {
    const row = await repo.insert(tx.db, { accountId, type, params, link });
    await deliverLater(tx, [row.id]);
  };

  /** As `raise`, unless a notice of this type about this link is unread or younger than `batchMs`. */
  const raiseOnce = async (
    tx: Tx,
    accountId: number,
    type: NotificationType,
    params: NotificationParams,
    link: WebLink,
    batchMs: number,
  ) => {
    // Two requests at once would each find none: the second waits for the first's notice.
    await repo.lockAbout(tx.db, accountId, type, link);
    if (await repo.pending(tx.db, accountId, type, link, batchMs)) return;
    await raise(tx, accountId, type, params, link);
  };

  const mail = async (accountId: number, type: NotificationType, params: NotificationParams, link: WebLink) => {
    const [to, settings] = await Promise.all([repo.mailOf(db, accountId), repo.settings(db, accountId)]);
    if (!to) return;
    const language = settings?.language ?? 'en';
    const title = translate(language, `notify.${type}Title`, params);
    const { key, values } = notificationText({ type, params }, language);
    const text = translate(language, key, values);
    await jobs.sendMail({
      to,
      subject: translate(language, 'mail.notificationSubject', { title }),
      text: translate(language, 'mail.notificationText', { text, link: webAddress(publicUrl, link) }),
    });
  };

  /** The outbox's reader: shows it live and mails it, as the creator chose, once. */
  const deliver = async (id: number) => {
    const row = await repo.claim(db, id);
    if (!row) return;
    const channels = presentSettings(await repo.settings(db, row.accountId)).types[row.type as NotificationType];
    if (channels.inApp) realtime.toAccount(row.accountId, 'notification', presentNotification(row));
    else await repo.markRead(db, row.accountId, row.id);
    await pushUnread(row.accountId);
    if (channels.email) await mail(row.accountId, row.type as NotificationType, row.params, row.link);
  };

  return {
    // `id`: a job queued by a version that sent one notification per job.
    start: () =>
      jobs.work<{ ids?: number[]; id?: number }>(DELIVER_QUEUE, async ({ ids, id }) => {
        for (const one of ids ?? [id ?? 0]) await deliver(one);
      }),

    deliverLater,

    // One function per event; each runs inside the transaction of the change it reports.
    workPassed: (tx: Tx, work: About & { workId: number }) =>
      raise(tx, work.creatorId, 'workPassed', { title: work.title }, workLink(work.workId)),
    workRejected: (tx: Tx, work: About & { workId: number; reason: string }) =>
      raise(tx, work.creatorId, 'workRejected', { title: work.title, reason: work.reason }, workLink(work.workId)),
    workSentBack: (tx: Tx, work: About & { workId: number; reason: string }) =>
      raise(tx, work.creatorId, 'workSentBack', { title: work.title, reason: work.reason }, workLink(work.workId)),
    workMadePublic: (tx: Tx, work: About & { workId: number }) =>
      raise(tx, work.creatorId, 'workMadePublic', { title: work.title }, workLink(work.workId)),
    clueAccepted: (tx: Tx, clue: About & { clueId: number }) =>
      raise(tx, clue.creatorId, 'clueAccepted', { title: clue.title }, clueLink(clue.clueId)),
    clueUnaccepted: (tx: Tx, clue: About & { clueId: number; reason: string }) =>
      raise(tx, clue.creatorId, 'clueUnaccepted', { title: clue.title, reason: clue.reason }, clueLink(clue.clueId)),
    clueSentBack: (tx: Tx, clue: About & { clueId: number; reason: string }) =>
      raise(tx, clue.creatorId, 'clueSentBack', { title: clue.title, reason: clue.reason }, clueLink(clue.clueId)),
    certificationPassed: (tx: Tx, c: { creatorId: number }) =>
      raise(tx, c.creatorId, 'certificationPassed', {}, CERTIFICATION_LINK),
    certificationFailed: (tx: Tx, c: { creatorId: number; reason: string }) =>
      raise(tx, c.creatorId, 'certificationFailed', { reason: c.reason }, CERTIFICATION_LINK),
    rewardIssued: (tx: Tx, work: About & { workId: number; reward: RewardAmount }) =>
      raise(tx, work.creatorId, 'rewardIssued', { title: work.title, ...work.reward }, workLink(work.workId)),
    payoutPaid: (tx: Tx, work: About & { workId: number }) =>
      raise(tx, work.creatorId, 'payoutPaid', { title: work.title }, workLink(work.workId)),
    /** Names the pay and the answer-by time: a creator decides from the mail whether to go. */
    taskOffered: (tx: Tx, { creatorId, title, taskId, terms }: About & { taskId: number; terms: OfferTerms }) =>
      raise(tx, creatorId, 'taskOffered', { title, ...terms }, webLinks.taskDetail(taskId)),
    licenceRequested: (tx: Tx, work: About & { workId: number }) =>
      raiseOnce(
        tx,
        work.creatorId,
        'licenceRequested',
        { title: work.title },
        workLink(work.workId),
        LICENCE_NOTICE_BATCH_MS,
      ),
    assignmentDue: (tx: Tx, task: About & { taskId: number }) =>
      raise(tx, task.creatorId, 'assignmentDue', { title: task.title }, webLinks.taskDetail(task.taskId)),
    /** Staff run a work's or clue's video's renditions again (after a failure, say). */
    videoRetried: (tx: Tx, item: About & { entity: 'work' | 'clue'; id: number }) =>
      raise(
        tx,
        item.creatorId,
        'videoRetried',
        { title: item.title },
        (item.entity === 'work' ? workLink : clueLink)(item.id),
      ),
    offerLapsed: (tx: Tx, task: About & { taskId: number }) =>
      raise(tx, task.creatorId, 'offerLapsed', { title: task.title }, webLinks.taskDetail(task.taskId)),

    systemUnread: systemUnreadCounter(db),

    async page(auth: AuthSession, unreadOnly: boolean, page: PageRequest) {
      const { rows, total } = await repo.page(db, auth.accountId, unreadOnly, page);
      return { list: rows.map(presentNotification), total, ...page };
    },

    async read(auth: AuthSession, id?: number) {
      const changed = await repo.markRead(db, auth.accountId, id);
      if (id !== undefined && changed.length === 0) {
        const row = await repo.find(db, id);
        if (row?.accountId !== auth.accountId) throw new AppError('notFound');
      }
      await pushUnread(auth.accountId);
    },

    async settings(auth: AuthSession) {
      return presentSettings(await repo.settings(db, auth.accountId));
    },

    async updateSettings(auth: AuthSession, body: NotificationSettingsBody) {
      const current = presentSettings(await repo.settings(db, auth.accountId));
      const next = {
        accountId: auth.accountId,
        language: body.language ?? current.language,
        types: { ...current.types, ...body.types },
      };
      await repo.saveSettings(db, next);
      return presentSettings(next);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

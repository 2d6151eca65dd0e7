import { z } from 'zod';
import { formatMoney } from '../money';
import { formatGmt } from '../time';
import { pageQuery } from './common';
import { anyId } from './fields';

/**
 * One system notification per event that touches a creator's things. Each type has a title and a
 * text under `notify.<type>` in both languages, filled from the notification's params.
 */
export const NOTIFICATION_TYPES = [
  'workPassed',
  'workRejected',
  'workSentBack',
  'workMadePublic',
  'clueAccepted',
  'clueUnaccepted',
  'clueSentBack',
  'certificationPassed',
  'certificationFailed',
  'rewardIssued',
  'payoutPaid',
  'taskOffered',
  'licenceRequested',
  'assignmentDue',
  'offerLapsed',
  'videoRetried',
  'system',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What a text may name: the thing's title, the reviewer's reason, a score or points and the money
 * a reward carries or a task pays (minor units of `currency`, docs/decisions/0058), the time an
 * offer must be answered by (ISO); a `system`
 * notification (support's own words) carries its title and text in both languages, and each
 * language's template picks its own.
 */
export const notificationParams = z.object({
  title: z.string().optional(),
  reason: z.string().optional(),
  score: z.number().optional(),
  points: z.number().optional(),
  amount: z.number().int().optional(),
  currency: z.string().optional(),
  answerBy: z.string().optional(),
  titleEn: z.string().optional(),
  titleZh: z.string().optional(),
  textEn: z.string().optional(),
  textZh: z.string().optional(),
});
export type NotificationParams = z.infer<typeof notificationParams>;

/**
 * What a reward gave: a task's points, or an activity's score (never called points), and the money
 * it carries when its rate pays any.
 */
export type RewardAmount = ({ points: number } | { score: number }) & { amount?: number; currency?: string };

/** What an offered task pays a passed work, and when the offer must be answered by. */
export type OfferTerms = { points: number; amount: number; currency: string; answerBy: string };

/**
 * A notification's text key and the values that fill it, in a language: a reward given as a score
 * has a text of its own, and one that carries money names it in the reader's way of writing that
 * currency (`$120.00`, `US$120.00`), on the server (mail) and the web alike. A task's offer names
 * its pay and its answer-by time (in GMT+0, as the screens show it); offers made before they were
 * kept read as they did.
 */
export function notificationText(
  { type, params }: { type: NotificationType; params: NotificationParams },
  language: string,
) {
  const money = params.amount && params.currency ? formatMoney(params.amount, params.currency, language) : undefined;
  const paid = money ? 'Money' : '';
  if (type === 'taskOffered' && params.answerBy) {
    const values = { ...params, money, answerBy: formatGmt(params.answerBy) };
    return { key: `notify.taskOfferedAnswerBy${paid}Text`, values };
  }
  if (type !== 'rewardIssued') return { key: `notify.${type}Text`, values: params };
  const kind = params.score !== undefined ? 'Score' : '';
  return { key: `notify.rewardIssued${kind}${paid}Text`, values: { ...params, money } };
}

export const notification = z.object({
  id: z.number(),
  type: z.enum(NOTIFICATION_TYPES),
  params: notificationParams,
  /** The web route of the thing it is about (`/home/worksdetail?id=7`). */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationPageQuery = pageQuery.extend({ unread: z.stringbool().optional() });

export const notificationIdBody = z.object({ id: anyId() });

const channelSetting = z.object({ inApp: z.boolean(), email: z.boolean() });

/** Per type, in the app and/or by mail; and the language mails are written in. */
export const notificationSettings = z.object({
  language: z.enum(['en', 'zh']),
  types: z.record(z.enum(NOTIFICATION_TYPES), channelSetting),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

export const notificationSettingsBody = z.object({
  language: z.enum(['en', 'zh']).optional(),
  types: z.partialRecord(z.enum(NOTIFICATION_TYPES), channelSetting).optional(),
});
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBody>;

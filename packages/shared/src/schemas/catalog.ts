import { z } from 'zod';
import { ListingStatus, PayoutStatus, RewardStatus, WorkAuditStatus } from '../statuses';
import { OFFER_STATUSES } from './assignments';
import { pageQuery } from './common';
import { anyId, distinct, id, instant, requiredText, unstorable } from './fields';

/**
 * The admins' catalog in the editorial console: activities, tasks and banners. The bodies are
 * the forms' fields; cross-field rules are plain functions too, so the form runs the same ones.
 */

const TITLE_MAX = 100;
const TEXT_MAX = 5000;
/** A generous bound for scores and points: PostgreSQL integers, and nobody's reward is larger. */
const REWARD_MAX = 1_000_000;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'errors.tooLong')
    .refine((s) => !unstorable(s), 'errors.invalidCharacters')
    .default('');

/**
 * An image field: the id of a picture the admin just uploaded (kind `cover`), or the path the
 * item already shows (kept as it is). The server turns an id into a public path.
 */
export const imageRef = requiredText('errors.imageRequired', 300);

const whole = (min: number, key: string) =>
  z
    .number({ error: (i) => (i.input == null ? 'errors.required' : 'errors.invalidType') })
    .int('errors.invalidType')
    .min(min, key)
    .max(REWARD_MAX, key);

/** The start must come before the end (either may be open where the item allows it). */
export const windowError = (start?: string | null, end?: string | null) =>
  start && end && !(Date.parse(start) < Date.parse(end)) ? 'errors.windowOrder' : null;

export const scoreRangeError = (min?: number | null, max?: number | null) =>
  min != null && max != null && min > max ? 'errors.scoreRange' : null;

/** Adds the cross-field issues to a body's own, on the field the form shows them at. */
const rule =
  <T>(check: (b: T) => string | null, path: string) =>
  (b: T, ctx: z.RefinementCtx) => {
    const message = check(b);
    if (message) ctx.addIssue({ code: 'custom', path: [path], message });
  };

const windowRule = rule(
  (b: { startTime?: string | null; deadline?: string | null }) => windowError(b.startTime, b.deadline),
  'deadline',
);

/** What a passed work pays, in minor units (cents) of the install's currency; 0 pays nothing (0058). */
const payAmount = () => whole(0, 'errors.payAmountInvalid').default(0);
export const PAY_PER = ['work', 'point'] as const;
/** An activity pays per passed work, or per score point the reviewer gives. */
const activityPay = {
  payAmount: payAmount(),
  payPer: z.enum(PAY_PER, { error: 'errors.invalidValue' }).default('work'),
};

const activityFields = z.object({
  title: requiredText('errors.titleRequired', TITLE_MAX),
  titleZh: requiredText('errors.titleRequired', TITLE_MAX),
  description: optionalText(TEXT_MAX),
  descriptionZh: optionalText(TEXT_MAX),
  cover: imageRef,
  minScore: whole(0, 'errors.scoreInvalid'),
  maxScore: whole(0, 'errors.scoreInvalid'),
  ...activityPay,
  startTime: instant('errors.startRequired'),
  deadline: instant('errors.deadlineRequired'),
});
const activityRules = (b: z.infer<typeof activityFields>, ctx: z.RefinementCtx) => {
  windowRule(b, ctx);
  rule((x: typeof b) => scoreRangeError(x.minScore, x.maxScore), 'maxScore')(b, ctx);
};
export const activityBody = activityFields.superRefine(activityRules);
export const activityUpdateBody = activityFields.extend({ id: id() }).superRefine(activityRules);
export type ActivityBody = z.infer<typeof activityBody>;
export type ActivityUpdateBody = z.infer<typeof activityUpdateBody>;

export const TASK_SCOPES = ['useful', 'exclusive'] as const;

const taskFields = z.object({
  title: requiredText('errors.titleRequired', TITLE_MAX),
  titleZh: requiredText('errors.titleRequired', TITLE_MAX),
  brief: optionalText(TEXT_MAX),
  briefZh: optionalText(TEXT_MAX),
  cover: imageRef,
  points: whole(1, 'errors.pointsInvalid'),
  payAmount: payAmount(),
  startTime: instant('errors.startRequired'),
  deadline: instant('errors.deadlineRequired'),
  scope: z.enum(TASK_SCOPES, { error: 'errors.invalidValue' }),
  /** Exclusive tasks: every creator it is offered to (those newly named are told). Useful: none. */
  creatorIds: distinct(z.array(id()).max(500, 'errors.tooMany')).default([]),
  /** Exclusive tasks: offers not answered by then lapse; null, until the task's end. */
  answerBy: instant('errors.dateInvalid').nullable().default(null),
});

/** An answer-by time belongs to an exclusive task, and comes before its deadline. */
export const answerByError = (b: { scope?: string; answerBy?: string | null; deadline?: string | null }) => {
  if (!b.answerBy) return null;
  if (b.scope === 'useful') return 'errors.answerByUseful';
  return b.deadline && !(Date.parse(b.answerBy) < Date.parse(b.deadline)) ? 'errors.answerByOrder' : null;
};
const taskRules = (b: z.infer<typeof taskFields>, ctx: z.RefinementCtx) => {
  windowRule(b, ctx);
  rule((x: typeof b) => (x.scope === 'useful' && x.creatorIds.length ? 'errors.offerUseful' : null), 'creatorIds')(
    b,
    ctx,
  );
  rule(answerByError, 'answerBy')(b, ctx);
};
export const taskBody = taskFields.superRefine(taskRules);
export const taskUpdateBody = taskFields.extend({ id: id() }).superRefine(taskRules);
export type TaskBody = z.infer<typeof taskBody>;
export type TaskUpdateBody = z.infer<typeof taskUpdateBody>;

/** Where a banner leads: a route of the app (`/task/mytask`, `#/…`) or an http(s) address. */
export const bannerLink = z
  .string()
  .trim()
  .max(500, 'errors.tooLong')
  .refine((s) => s === '' || /^(#?\/[^\s]*|https?:\/\/[^\s]+)$/.test(s), 'errors.linkInvalid');

const bannerFields = z.object({
  title: requiredText('errors.titleRequired', TITLE_MAX),
  titleZh: requiredText('errors.titleRequired', TITLE_MAX),
  image: imageRef,
  linkUrl: bannerLink.nullable().default(null),
  position: z
    .number({ error: 'errors.invalidType' })
    .int('errors.invalidType')
    .min(0, 'errors.invalidType')
    .max(9999, 'errors.invalidType'),
  /** Open-ended when null: shown from now on, or until delisted. */
  startTime: instant('errors.startRequired').nullable().default(null),
  deadline: instant('errors.deadlineRequired').nullable().default(null),
});
export const bannerBody = bannerFields.superRefine(windowRule);
export const bannerUpdateBody = bannerFields.extend({ id: id() }).superRefine(windowRule);
export type BannerBody = z.infer<typeof bannerBody>;
export type BannerUpdateBody = z.infer<typeof bannerUpdateBody>;

/** List or delist one item. */
export const listingBody = z.object({
  id: id(),
  listing: z.enum(ListingStatus, { error: 'errors.invalidValue' }),
});
export type ListingBody = z.infer<typeof listingBody>;

export const catalogPageQuery = pageQuery.extend({
  listing: z.enum(ListingStatus, { error: 'errors.invalidValue' }).optional(),
});
export type CatalogPageQuery = z.infer<typeof catalogPageQuery>;

const managed = {
  id: z.number(),
  title: z.string(),
  titleZh: z.string(),
  startTime: z.string(),
  deadline: z.string(),
  listing: z.enum(ListingStatus),
  /** Listed and now within the window: what creators see. */
  effective: z.boolean(),
  createdAt: z.string(),
};

export const managedActivity = z.object({
  ...managed,
  description: z.string(),
  descriptionZh: z.string(),
  cover: z.string(),
  minScore: z.number(),
  maxScore: z.number(),
  payAmount: z.number(),
  payPer: z.enum(PAY_PER),
  /** Works entered for it. */
  works: z.number(),
});
export type ManagedActivity = z.infer<typeof managedActivity>;

/** A creator as staff pick them: by name or mail. */
export const creatorPick = z.object({ id: z.number(), name: z.string(), email: z.string() });
export type CreatorPick = z.infer<typeof creatorPick>;

/** A creator an exclusive task is offered to, with their answer. */
export const managedOffer = creatorPick.extend({
  status: z.enum(OFFER_STATUSES),
  offeredAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type ManagedOffer = z.infer<typeof managedOffer>;

export const managedTask = z.object({
  ...managed,
  brief: z.string(),
  briefZh: z.string(),
  cover: z.string(),
  points: z.number(),
  payAmount: z.number(),
  scope: z.enum(TASK_SCOPES),
  offeredTo: z.array(managedOffer),
  answerBy: z.string().nullable(),
  /** When the admin closed the offers (enough accepted); null while open. */
  offersClosedAt: z.string().nullable(),
  works: z.number(),
});
export type ManagedTask = z.infer<typeof managedTask>;

export const managedBanner = z.object({
  id: z.number(),
  title: z.string(),
  titleZh: z.string(),
  image: z.string(),
  linkUrl: z.string().nullable(),
  position: z.number(),
  startTime: z.string().nullable(),
  deadline: z.string().nullable(),
  listing: z.enum(ListingStatus),
  effective: z.boolean(),
});
export type ManagedBanner = z.infer<typeof managedBanner>;

export const creatorSearchQuery = z.object({
  keyword: z.string().trim().max(100, 'errors.tooLong').default(''),
});

export const taskDetailQuery = z.object({ id: anyId('errors.taskNotExist') });

/** A task's participation: each work entered for it, with its review, reward and payout. */
export const taskWorksQuery = pageQuery.extend({ id: anyId() });
export const taskWork = z.object({
  worksId: z.number(),
  title: z.string(),
  creator: creatorPick,
  auditStatus: z.enum(WorkAuditStatus),
  rewardStatus: z.enum(RewardStatus),
  payoutStatus: z.enum(PayoutStatus),
  points: z.number().nullable(),
  submitTime: z.string(),
});
export type TaskWork = z.infer<typeof taskWork>;

import { z } from 'zod';
import { pageQuery, pageResult, titled } from './common';

/**
 * A creator's earnings (docs/decisions/0058). Amounts are whole minor units (cents) of the
 * install's `currency`; points and scores stay what they are and are never added to money.
 * - expected: passed, reward not issued yet: the rate of its activity or task today
 * - waiting: issued, not paid: the amount the reward carries
 * - paid: issued and paid
 * earned = expected + issued; issued = waiting + paid.
 */
export const EARNING_STATES = ['expected', 'waiting', 'paid'] as const;
export type EarningState = (typeof EARNING_STATES)[number];

const amounts = { expected: z.number(), waiting: z.number(), paid: z.number() };

export const earningsSummary = z.object({
  currency: z.string(),
  totals: z.object({ earned: z.number(), issued: z.number(), ...amounts }),
  /** The last twelve months, oldest first, by the month each work passed review (`YYYY-MM`). */
  months: z.array(z.object({ month: z.string(), ...amounts })),
  /** Per activity or task, the largest first. */
  sources: z.array(z.object({ kind: z.enum(['activity', 'task']), item: titled, works: z.number(), ...amounts })),
});
export type EarningsSummary = z.infer<typeof earningsSummary>;

export const earningsPageQuery = pageQuery;

export const earningLine = z.object({
  worksId: z.number(),
  title: z.string(),
  activity: titled.nullable(),
  task: titled.nullable(),
  state: z.enum(EARNING_STATES),
  amount: z.number(),
  currency: z.string(),
  /** A task's points, an activity's score: shown as themselves beside the money. */
  points: z.number().nullable(),
  score: z.number().nullable(),
  reviewTime: z.string().nullable(),
  issuedTime: z.string().nullable(),
  paidTime: z.string().nullable(),
});
export type EarningLine = z.infer<typeof earningLine>;
export const earningsPage = pageResult(earningLine);
export type EarningsPage = z.infer<typeof earningsPage>;

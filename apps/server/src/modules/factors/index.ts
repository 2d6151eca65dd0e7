/** What other modules may use of factors (docs/decisions/0049: module doors). */
import type { factorsRepository as rows } from './factors.repository';
import type { reverify } from './lib/reverify';

export { hasFactorSql } from './factors.repository';
export type { SecondStepFlow } from './lib/second-step';
export { stepAt, totpCodeAt } from './lib/totp';

/** The owner's proof asked again before a sensitive change (a service's Deps). */
export type Reverify = typeof reverify;

/** Housekeeping removes the challenges that expired. */
export type FactorRows = Pick<typeof rows, 'removeExpiredChallenges'>;

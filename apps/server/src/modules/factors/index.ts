/** What other modules may use of factors (docs/decisions/0049: module doors). */
import type { factorsRepository as rows } from './factors.repository';

export { hasFactorSql } from './factors.repository';
export { reverify } from './lib/reverify';
export type { SecondStepFlow } from './lib/second-step';
export { stepAt, totpCodeAt } from './lib/totp';

/** Housekeeping removes the challenges that expired. */
export type FactorRows = Pick<typeof rows, 'removeExpiredChallenges'>;

/** What other modules may use of verification (docs/decisions/0049: module doors). */
import type { verificationRepository as rows } from './verification.repository';

export { noAccountMail, type VerificationService, wrongCode } from './verification.service';

/** Housekeeping removes the codes that were spent. */
export type VerificationRows = Pick<typeof rows, 'removeSpent'>;

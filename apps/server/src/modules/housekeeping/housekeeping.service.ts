import { VERIFICATION_CODE } from '@stringer/shared/constants';
import type { Database } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import { pruneDevMailbox } from '../../platform/mail/mailer';
import type { FactorRows } from '../factors';
import type { SessionRows } from '../sessions';
import type { VerificationRows } from '../verification';

export const HOUSEKEEPING_QUEUE = 'housekeeping';

const DAY = 24 * 3_600_000;
/** An ended session is kept this long, so its token is still told "session ended" (11012), not 401. */
export const ENDED_SESSION_KEPT_MS = 7 * DAY;
export const DEV_MAIL_KEPT_MS = DAY;

interface Deps {
  database: Pick<Database, 'db'>;
  jobs: Pick<Jobs, 'work'>;
  /** Expired sign-in challenges, removed by housekeeping. */
  factorRows: FactorRows;
  /** Sessions ended or marked in the transaction of the change that ends them. */
  sessionRows: SessionRows;
  /** Spent verification codes, removed by housekeeping. */
  verificationRows: VerificationRows;
}

/** Rows that only grow: removed hourly by a pg-boss cron job (one instance runs each round). */
export function createHousekeeping({ database: { db }, jobs, factorRows, sessionRows, verificationRows }: Deps) {
  const ago = (ms: number) => new Date(Date.now() - ms);
  const service = {
    removeEndedSessions: () => sessionRows.removeEnded(db, ago(ENDED_SESSION_KEPT_MS)),
    removeSpentCodes: () => verificationRows.removeSpent(db, ago(VERIFICATION_CODE.resendIntervalMs)),
    removeOldDevMail: () => pruneDevMailbox(db, ago(DEV_MAIL_KEPT_MS)),
    removeExpiredChallenges: () => factorRows.removeExpiredChallenges(db, new Date()),

    async run() {
      await service.removeEndedSessions();
      await service.removeSpentCodes();
      await service.removeOldDevMail();
      await service.removeExpiredChallenges();
    },

    start: () => jobs.work(HOUSEKEEPING_QUEUE, () => service.run(), { cron: '41 * * * *' }),
  };
  return service;
}

import { VERIFICATION_CODE } from '@stringer/shared/constants';
import type { Database } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import { pruneDevMailbox } from '../../platform/mail/mailer';
import { factorsRepository } from '../factors';
import { sessionsRepository } from '../sessions';
import { verificationRepository } from '../verification';

export const HOUSEKEEPING_QUEUE = 'housekeeping';

const DAY = 24 * 3_600_000;
/** An ended session is kept this long, so its token is still told "session ended" (11012), not 401. */
export const ENDED_SESSION_KEPT_MS = 7 * DAY;
export const DEV_MAIL_KEPT_MS = DAY;

interface Deps {
  database: Pick<Database, 'db'>;
  jobs: Pick<Jobs, 'work'>;
}

/** Rows that only grow: removed hourly by a pg-boss cron job (one instance runs each round). */
export function createHousekeeping({ database: { db }, jobs }: Deps) {
  const ago = (ms: number) => new Date(Date.now() - ms);
  const service = {
    removeEndedSessions: () => sessionsRepository.removeEnded(db, ago(ENDED_SESSION_KEPT_MS)),
    removeSpentCodes: () => verificationRepository.removeSpent(db, ago(VERIFICATION_CODE.resendIntervalMs)),
    removeOldDevMail: () => pruneDevMailbox(db, ago(DEV_MAIL_KEPT_MS)),
    removeExpiredChallenges: () => factorsRepository.removeExpiredChallenges(db, new Date()),

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

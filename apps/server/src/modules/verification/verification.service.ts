import { timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE } from '@stringer/shared/constants';
import en from '@stringer/shared/i18n/en.json' with { type: 'json' };
import zh from '@stringer/shared/i18n/zh.json' with { type: 'json' };
import type { Database, Tx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import { newNumericCode, sha256 } from '../../platform/tokens';
import { type CodePurpose, verificationRepository as repo } from './verification.repository';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  jobs: Pick<Jobs, 'sendMail'>;
}

const hashCode = (mail: string, code: string) => sha256(`${mail}:${code}`);
export const wrongCode = () => new AppError('verificationCode', [{ field: 'code', msgKey: 'errors.verificationCode' }]);

/** We do not know the reader's language when mailing: the mail says it in both. */
function codeMail(to: string, code: string) {
  const text = (t: typeof en) => t.mail.codeText.replace('{{code}}', code);
  return { to, subject: `${en.mail.codeSubject} / ${zh.mail.codeSubject}`, text: `${text(en)}\n\n${text(zh)}` };
}

/** Instead of a code, to an address no account uses (docs/decisions/0015). */
export function noAccountMail(to: string) {
  return {
    to,
    subject: `${en.mail.noAccountSubject} / ${zh.mail.noAccountSubject}`,
    text: `${en.mail.noAccountText}\n\n${zh.mail.noAccountText}`,
  };
}

type Compose = (to: string, code: string) => { to: string; subject: string; text: string };

export function createVerificationService({ database, jobs }: Deps) {
  return {
    /**
     * Mails a new code, at most one a minute per address. `compose` may write a mail without the
     * code: the same work is done and paced the same, so answers and timings match either way.
     */
    async send(mail: string, purpose: CodePurpose, compose: Compose = codeMail) {
      await database.transaction(async (tx) => {
        await repo.lockAddress(tx.db, mail);
        const last = await repo.lastSentAt(tx.db, mail);
        if (last && Date.now() - last.getTime() < VERIFICATION_CODE.resendIntervalMs) throw new AppError('codeTooSoon');
        const code = newNumericCode(VERIFICATION_CODE.length);
        const expiresAt = new Date(Date.now() + VERIFICATION_CODE.ttlMs);
        await repo.replace(tx.db, { mail, purpose, codeHash: hashCode(mail, code), expiresAt });
        await jobs.sendMail(compose(mail, code), tx);
      });
    },

    /**
     * Runs `work` in a transaction that also uses up the code, so a failure in `work` leaves the
     * code usable. A wrong code counts against its tries even though that transaction rolls back.
     */
    async withCode<T>(mail: string, purpose: CodePurpose, code: string, work: (tx: Tx) => Promise<T>) {
      let wrongCodeId: number | undefined;
      try {
        return await database.transaction(async (tx) => {
          await repo.lockAddress(tx.db, mail);
          const live = await repo.liveCode(tx.db, mail, purpose);
          if (!live || live.attempts >= VERIFICATION_CODE.maxAttempts) throw wrongCode();
          if (!timingSafeEqual(Buffer.from(live.codeHash), Buffer.from(hashCode(mail, code)))) {
            wrongCodeId = live.id;
            throw wrongCode();
          }
          await repo.consume(tx.db, live.id);
          return work(tx);
        });
      } catch (err) {
        if (wrongCodeId !== undefined) await repo.countFailedAttempt(database.db, wrongCodeId);
        throw err;
      }
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;

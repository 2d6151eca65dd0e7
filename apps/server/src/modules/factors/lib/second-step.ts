import type { FactorMethod, SecondStep, SecondStepProof } from '@stringer/shared/schemas/factors';
import { webAddress, webPaths } from '@stringer/shared/web-paths';
import type { AccountRow, FactorChallengeRow } from '../../../db/schema';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors';
import { type Language, translate } from '../../../platform/i18n';
import type { Jobs } from '../../../platform/jobs';
import { failureLock, LOGIN_FAILURES } from '../../../platform/login-failures';
import type { Mail } from '../../../platform/mail/mailer';
import type { Counter } from '../../../platform/rate-limit';
import { newToken, sha256 } from '../../../platform/tokens';
import type { AccountRows } from '../../accounts';
import { factorsRepository as repo } from '../factors.repository';
import { recoveryCodeHash } from './recovery-codes';
import { matchingStep } from './totp';
import type { Webauthn } from './webauthn';

/** Decision 0052: long enough to open an app or find a key, short enough that a stolen one is stale. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong answers one challenge takes before it ends (the per-address sign-in limit counts them too). */
export const CHALLENGE_TRIES = 5;
/**
 * Wrong answers one account takes, from any number of addresses, before its second step locks
 * until the window ends (decision 0052): as many as one address may make at its password.
 */
export const SECOND_STEP_FAILURES = LOGIN_FAILURES;

interface Deps {
  db: Db;
  webauthn: Webauthn;
  /** Counts wrong answers per account, shared by the instances when Redis is there. */
  counter: Counter;
  /** Tells the owner when their second step locks. */
  jobs: Pick<Jobs, 'sendMail'>;
  publicUrl: string;
  /** The account whose lock closed, read to mail its owner. */
  accountRows: AccountRows;
}

/** The notice to an account's owner that its second step locked, in both languages (as the reset's is). */
function lockedMail(to: string, until: Date, publicUrl: string): Mail {
  const text = (lang: Language) =>
    translate(lang, 'factors.mail.lockedText', {
      count: SECOND_STEP_FAILURES.max,
      until: until.toISOString().slice(0, 16).replace('T', ' '),
      link: webAddress(publicUrl, webPaths.retrievePassword),
    });
  return {
    to,
    subject: `${translate('en', 'factors.mail.lockedSubject')} / ${translate('zh', 'factors.mail.lockedSubject')}`,
    text: `${text('en')}\n\n${text('zh')}`,
  };
}

/** The second step of signing in: a challenge for an account with a factor, and the proofs that complete it. */
export function secondStep({ db, webauthn, counter, jobs, publicUrl, accountRows }: Deps) {
  // Whoever reaches the second step knows the password (or holds the Google account): counting per
  // address alone would let them guess codes from many addresses (issue item 8).
  const accountFailures = failureLock(counter, 'second-step-fail', 'secondStepLocked', SECOND_STEP_FAILURES);

  /** Counts a wrong answer against the account; the try that locks it mails the owner. */
  async function wrongAnswer(accountId: number) {
    const lock = await accountFailures.failed(String(accountId));
    if (!lock) return;
    const owner = lock.closed ? await accountRows.findById(db, accountId) : undefined;
    if (owner) await jobs.sendMail(lockedMail(owner.mail, lock.error.retryAt as Date, publicUrl));
    throw lock.error;
  }

  async function proofHolds(challenge: FactorChallengeRow, proof: SecondStepProof) {
    const { accountId } = challenge;
    switch (proof.method) {
      case 'totp': {
        const totp = await repo.totpOf(db, accountId);
        if (!totp?.confirmedAt) throw new AppError('factorUnavailable');
        const step = matchingStep(totp.secret, proof.code);
        return step !== null && (await repo.takeTotpStep(db, accountId, step));
      }
      case 'recovery':
        return repo.takeRecoveryCode(db, accountId, recoveryCodeHash(proof.code));
      case 'passkey': {
        const key = await repo.passkeyOf(db, accountId, proof.response.id);
        if (!key || !challenge.webauthnChallenge) return false;
        const counter = await webauthn.verifyAuthentication(proof.response, challenge.webauthnChallenge, key);
        if (counter === null) return false;
        await repo.passkeyUsed(db, key.id, counter);
        return true;
      }
    }
  }

  return {
    /**
     * A challenge if the account has a confirmed factor; null if its password (or Google) is
     * enough. A locked second step says so now (only to someone past the password), not after a code.
     */
    async begin(account: AccountRow): Promise<SecondStep | null> {
      const [totp, keys, left] = await Promise.all([
        repo.totpOf(db, account.id),
        repo.passkeysOf(db, account.id),
        repo.recoveryCodesLeft(db, account.id),
      ]);
      const methods: FactorMethod[] = [];
      if (totp?.confirmedAt) methods.push('totp');
      if (keys.length) methods.push('passkey');
      if (!methods.length) return null;
      await accountFailures.assertOpen(String(account.id));
      if (left > 0) methods.push('recovery');
      const passkeyOptions = keys.length ? await webauthn.authenticationOptions(keys) : null;
      const token = newToken();
      const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
      await repo.insertChallenge(db, {
        tokenHash: sha256(token),
        accountId: account.id,
        purpose: 'signIn',
        webauthnChallenge: passkeyOptions?.challenge ?? null,
        expiresAt,
      });
      return { challenge: token, expiresAt: expiresAt.toISOString(), methods, passkeyOptions };
    },

    /** The open challenge a token names, or `challengeExpired`. */
    async challengeOf(token: string) {
      const challenge = await repo.challengeOf(db, sha256(token), 'signIn');
      if (!challenge) throw new AppError('challengeExpired');
      return challenge;
    },

    /**
     * Checks the proof and ends the challenge (once: a second request with it finds it gone). A
     * wrong proof counts against the challenge's tries and the account's, and the caller counts it
     * as a failed sign-in. A locked account's proofs are not looked at, right ones included.
     */
    async complete(challenge: FactorChallengeRow, proof: SecondStepProof) {
      await accountFailures.assertOpen(String(challenge.accountId));
      if (!(await proofHolds(challenge, proof))) {
        if ((await repo.wrongTry(db, challenge.id)) >= CHALLENGE_TRIES) await repo.takeChallenge(db, challenge.id);
        await wrongAnswer(challenge.accountId);
        return false;
      }
      if (!(await repo.takeChallenge(db, challenge.id))) throw new AppError('challengeExpired');
      return true;
    },
  };
}

export type SecondStepFlow = ReturnType<typeof secondStep>;

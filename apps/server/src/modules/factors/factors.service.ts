import type { AuditAction } from '@stringer/shared/schemas/audit';
import type {
  FactorAdded,
  MyFactors,
  PasskeyAddBody,
  PasskeyOptionsResult,
  PasskeyRemoveBody,
  PasswordProof,
  RecoveryCodesResult,
  TotpConfirmBody,
  TotpSetup,
} from '@stringer/shared/schemas/factors';
import { Role } from '@stringer/shared/statuses';
import type { AccountRow } from '../../db/schema';
import type { AuthSession } from '../../platform/auth';
import type { Database, Db, Tx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import type { Realtime } from '../../platform/realtime';
import { newToken, sha256 } from '../../platform/tokens';
import type { AccountRows } from '../accounts';
import type { AuditRows } from '../audit';
import type { SessionRows } from '../sessions';
import { factorsRepository as repo } from './factors.repository';
import { qrCodeDataUrl } from './lib/qr-code';
import { newRecoveryCodes, recoveryCodeHash } from './lib/recovery-codes';
import { CHALLENGE_TTL_MS } from './lib/second-step';
import { matchingStep, newTotpSecret, otpauthUri } from './lib/totp';
import type { Webauthn } from './lib/webauthn';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  webauthn: Webauthn;
  /** Closes the sockets of the sessions a change of factors ended, or that the admins' policy now holds. */
  realtime: Pick<Realtime, 'endSession' | 'disconnect'>;
  /** The accounts module's rows, read and written in this module's transactions. */
  accountRows: AccountRows;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
  /** Sessions ended or marked in the transaction of the change that ends them. */
  sessionRows: SessionRows;
}

const wrongPassword = () => new AppError('validation', [{ field: 'password', msgKey: 'errors.currentPasswordWrong' }]);

/**
 * One's own second factors (Account Settings for creators, the console's profile for staff):
 * every change asks for the password again; a staff member's changes are audited (decision 0052).
 * Adding or removing one ends the account's other sessions, as a new password does: whoever signed
 * in elsewhere signs in again under the factors as they now are.
 */
export function createFactorsService({
  database: { db, transaction },
  webauthn,
  realtime,
  accountRows,
  auditRows,
  sessionRows,
}: Deps) {
  const accountOf = async (auth: AuthSession) => {
    const row = await accountRows.findById(db, auth.accountId);
    if (!row) throw new AppError('unauthorized');
    return row;
  };

  /** The account, once the password typed again holds. */
  async function proved(auth: AuthSession, { password }: PasswordProof) {
    const row = await accountOf(auth);
    if (!row.passwordHash) throw new AppError('passwordNotSet');
    if (!(await verifyPassword(row.passwordHash, password))) throw wrongPassword();
    return row;
  }

  const audit = (tx: Db, row: AccountRow, action: AuditAction, factor?: string) =>
    row.role === Role.Creator
      ? undefined
      : auditRows.record(tx, {
          staffId: row.id,
          entity: 'staff',
          entityId: row.id,
          action,
          after: factor ? { factor } : null,
        });

  async function hasFactor(tx: Db, accountId: number) {
    const [totp, keys] = await Promise.all([repo.totpOf(tx, accountId), repo.passkeysOf(tx, accountId)]);
    return Boolean(totp?.confirmedAt) || keys.length > 0;
  }

  /**
   * A factor added or removed, in the transaction that changed it: the account's other sessions
   * end (their sockets once it commits), and with a factor added this one has proved it. A staff
   * member who removed their last one while the policy is on keeps this session, held to enrolment,
   * and loses its sockets.
   */
  async function factorsChanged(tx: Tx, auth: AuthSession, added: boolean) {
    if (added) await sessionRows.factorProved(tx.db, auth.sessionId);
    const ended = await sessionRows.revokeOthersOf(tx.db, auth.accountId, auth.sessionId);
    const held =
      !added &&
      auth.role !== Role.Creator &&
      (await repo.policy(tx.db)).staffSecondFactorRequired &&
      !(await hasFactor(tx.db, auth.accountId));
    tx.afterCommit(() => {
      for (const { id } of ended) realtime.endSession(id, 'factorsChanged');
      if (held) realtime.disconnect({ sessionId: auth.sessionId });
    });
  }

  /** Recovery codes come with the first factor: a lost device must not lock its owner out. */
  async function firstFactorCodes(tx: Db, accountId: number, hadFactor: boolean) {
    if (hadFactor) return null;
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(tx, accountId, codes.map(recoveryCodeHash));
    return codes;
  }

  return {
    async mine(auth: AuthSession): Promise<MyFactors> {
      const [totp, keys, left, policy] = await Promise.all([
        repo.totpOf(db, auth.accountId),
        repo.passkeysOf(db, auth.accountId),
        repo.recoveryCodesLeft(db, auth.accountId),
        repo.policy(db),
      ]);
      return {
        totp: Boolean(totp?.confirmedAt),
        passkeys: keys.map((k) => ({
          id: k.id,
          name: k.name,
          createdAt: k.createdAt.toISOString(),
          lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
        })),
        recoveryCodesLeft: left,
        required: auth.role !== Role.Creator && policy.staffSecondFactorRequired,
      };
    },

    async startTotp(auth: AuthSession, proof: PasswordProof): Promise<TotpSetup> {
      const row = await proved(auth, proof);
      const secret = newTotpSecret();
      // A confirmed secret stays until it is removed: starting again must not replace it silently.
      if (!(await repo.startTotp(db, row.id, secret)))
        throw new AppError('validation', [{ field: 'password', msgKey: 'factors.errors.totpAlreadySet' }]);
      const uri = otpauthUri(secret, row.mail, 'Stringer');
      return { secret, uri, qrCode: qrCodeDataUrl(uri) };
    },

    async confirmTotp(auth: AuthSession, { code }: TotpConfirmBody): Promise<FactorAdded> {
      const row = await accountOf(auth);
      const totp = await repo.totpOf(db, row.id);
      if (!totp || totp.confirmedAt) throw new AppError('totpNotStarted');
      const step = matchingStep(totp.secret, code);
      if (step === null) throw new AppError('validation', [{ field: 'code', msgKey: 'factors.errors.codeWrong' }]);
      return transaction(async (tx) => {
        const hadFactor = await hasFactor(tx.db, row.id);
        if (!(await repo.confirmTotp(tx.db, row.id, step))) throw new AppError('totpNotStarted');
        await audit(tx.db, row, 'addFactor', 'totp');
        await factorsChanged(tx, auth, true);
        return { recoveryCodes: await firstFactorCodes(tx.db, row.id, hadFactor) };
      });
    },

    async removeTotp(auth: AuthSession, proof: PasswordProof) {
      const row = await proved(auth, proof);
      await transaction(async (tx) => {
        if (!(await repo.removeTotp(tx.db, row.id))) return;
        await audit(tx.db, row, 'removeFactor', 'totp');
        await factorsChanged(tx, auth, false);
      });
    },

    async passkeyOptions(auth: AuthSession, proof: PasswordProof): Promise<PasskeyOptionsResult> {
      const row = await proved(auth, proof);
      const options = await webauthn.registrationOptions(row, await repo.passkeysOf(db, row.id));
      const challenge = newToken();
      await repo.insertChallenge(db, {
        tokenHash: sha256(challenge),
        accountId: row.id,
        purpose: 'passkeyEnrol',
        webauthnChallenge: options.challenge,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      });
      return { challenge, options };
    },

    async addPasskey(auth: AuthSession, { challenge, name, response }: PasskeyAddBody): Promise<FactorAdded> {
      const row = await accountOf(auth);
      const pending = await repo.challengeOf(db, sha256(challenge), 'passkeyEnrol');
      if (!pending || pending.accountId !== row.id || !pending.webauthnChallenge)
        throw new AppError('challengeExpired');
      const credential = await webauthn.verifyRegistration(response, pending.webauthnChallenge);
      if (!credential) throw new AppError('passkeyRejected');
      return transaction(async (tx) => {
        if (!(await repo.takeChallenge(tx.db, pending.id))) throw new AppError('challengeExpired');
        const hadFactor = await hasFactor(tx.db, row.id);
        await repo.insertPasskey(tx.db, { accountId: row.id, name, ...credential });
        await audit(tx.db, row, 'addFactor', `passkey: ${name}`);
        await factorsChanged(tx, auth, true);
        return { recoveryCodes: await firstFactorCodes(tx.db, row.id, hadFactor) };
      });
    },

    async removePasskey(auth: AuthSession, { id, ...proof }: PasskeyRemoveBody) {
      const row = await proved(auth, proof);
      await transaction(async (tx) => {
        const removed = await repo.removePasskey(tx.db, row.id, id);
        if (!removed) throw new AppError('passkeyNotExist');
        await audit(tx.db, row, 'removeFactor', `passkey: ${removed.name}`);
        await factorsChanged(tx, auth, false);
      });
    },

    /** New codes replace every old one, spent or not. */
    async renewRecoveryCodes(auth: AuthSession, proof: PasswordProof): Promise<RecoveryCodesResult> {
      const row = await proved(auth, proof);
      const codes = newRecoveryCodes();
      await transaction(async (tx) => {
        await repo.replaceRecoveryCodes(tx.db, row.id, codes.map(recoveryCodeHash));
        await audit(tx.db, row, 'recoveryCodes');
      });
      return { recoveryCodes: codes };
    },
  };
}

export type FactorsService = ReturnType<typeof createFactorsService>;

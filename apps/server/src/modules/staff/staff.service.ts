import { STAFF_INVITATION_TTL_MS } from '@stringer/shared/constants';
import type { AuditAction } from '@stringer/shared/schemas/audit';
import type {
  AcceptInvitationBody,
  InviteStaffBody,
  StaffPageQuery,
  StaffRole,
  StaffRoleBody,
} from '@stringer/shared/schemas/staff';
import type { AccountRow } from '../../db/schema';
import type { AuthSession } from '../../platform/auth';
import type { Database, Tx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import { hashPassword } from '../../platform/passwords';
import type { Realtime } from '../../platform/realtime';
import { newToken, sha256 } from '../../platform/tokens';
import type { AccountRows } from '../accounts';
import type { AuditRows } from '../audit';
import type { SessionRows } from '../sessions';
import { invitationMail } from './lib/invitation-mail';
import { insertInvitedAccount } from './lib/staff-accounts';
import { auditShape, presentStaff, stateOf } from './staff.presenter';
import { staffRepository as repo } from './staff.repository';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  jobs: Pick<Jobs, 'sendMail'>;
  /** Ends a disabled account's open sockets. */
  realtime: Pick<Realtime, 'endAccount' | 'rejoin'>;
  /** Where the mailed link points. */
  publicUrl: string;
  /** The accounts module's rows, read and written in this module's transactions. */
  accountRows: AccountRows;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
  /** Sessions ended or marked in the transaction of the change that ends them. */
  sessionRows: SessionRows;
}

const emailRegistered = () => new AppError('emailRegistered', [{ field: 'email', msgKey: 'errors.emailRegistered' }]);

/** A unique index caught an invitation that raced a sign-up with the same address. */
const mailTaken = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e.cause ?? e).code === '23505' ? emailRegistered() : err;
};

export function createStaffService({
  database: { db, transaction },
  jobs,
  realtime,
  publicUrl,
  accountRows,
  auditRows,
  sessionRows,
}: Deps) {
  /**
   * One change to another staff account: under the staff lock, never the admin's own account,
   * never the last active admin; the change and its audit row commit together.
   */
  async function change(
    auth: AuthSession,
    id: number,
    action: AuditAction,
    next: (row: AccountRow) => Partial<AccountRow> | null,
    also?: (tx: Tx, row: AccountRow) => Promise<void>,
  ) {
    return transaction(async (tx) => {
      await repo.lock(tx.db);
      const row = await repo.find(tx.db, id);
      if (!row) throw new AppError('staffNotExist');
      if (row.id === auth.accountId) throw new AppError('staffSelf');
      const values = next(row);
      // Nothing to change (a role it already has, a second click): nothing written.
      if (!values) return presentStaff(row);
      const after = { ...row, ...values };
      const losesAdmin = row.role === 'admin' && !row.disabledAt && (after.role !== 'admin' || !!after.disabledAt);
      if (losesAdmin && (await repo.activeAdminsBesides(tx.db, row.id)) === 0) throw new AppError('lastAdmin');
      const updated = await repo.update(tx.db, row.id, values);
      await auditRows.record(tx.db, {
        staffId: auth.accountId,
        entity: 'staff',
        entityId: row.id,
        action,
        before: auditShape(row),
        after: auditShape(updated),
      });
      await also?.(tx, updated);
      return presentStaff(updated);
    });
  }

  /** A new link for an invited account, mailed with the transaction (none if it rolls back). */
  async function mailInvitation(tx: Tx, auth: AuthSession, row: AccountRow, role: StaffRole) {
    const token = newToken();
    await repo.replaceInvitation(tx.db, {
      accountId: row.id,
      tokenHash: sha256(token),
      invitedBy: auth.accountId,
      expiresAt: new Date(Date.now() + STAFF_INVITATION_TTL_MS),
    });
    await jobs.sendMail(invitationMail(row.mail, role, token, publicUrl), tx);
  }

  return {
    async page(query: StaffPageQuery) {
      const { rows, total } = await repo.page(db, query);
      return { list: rows.map(presentStaff), total, pageNum: query.pageNum, pageSize: query.pageSize };
    },

    /** Invites an address, or invites an invited one again: a new link, the old one dead. */
    invite(auth: AuthSession, { email, role, name }: InviteStaffBody) {
      return transaction(async (tx) => {
        await repo.lock(tx.db);
        const existing = await accountRows.findByMail(tx.db, email);
        if (existing && (existing.role === 'creator' || stateOf(existing) === 'active')) throw emailRegistered();
        if (existing?.disabledAt) throw new AppError('accountDisabled');
        const row = existing
          ? await repo.update(tx.db, existing.id, { role, realName: name ?? existing.realName })
          : await insertInvitedAccount(tx.db, { accountRows }, email, role, name);
        await auditRows.record(tx.db, {
          staffId: auth.accountId,
          entity: 'staff',
          entityId: row.id,
          action: existing ? 'reinvite' : 'invite',
          before: existing ? auditShape(existing) : null,
          after: { ...auditShape(row), mail: row.mail },
        });
        await mailInvitation(tx, auth, row, role);
        return presentStaff(row);
      }).catch((err: unknown) => {
        throw mailTaken(err);
      });
    },

    /** A new role reaches the account's open sockets at once (a support member moved out stops hearing the inbox). */
    setRole: (auth: AuthSession, { id, role }: StaffRoleBody) =>
      change(
        auth,
        id,
        'role',
        (row) => (row.role === role ? null : { role }),
        async (tx, row) => tx.afterCommit(() => realtime.rejoin(row.id, row.role)),
      ),

    /** Disabling revokes every session at once and, after commit, closes the account's sockets. */
    disable: (auth: AuthSession, id: number) =>
      change(
        auth,
        id,
        'disable',
        (row) => (row.disabledAt ? null : { disabledAt: new Date() }),
        async (tx, row) => {
          await sessionRows.revokeAllOf(tx.db, row.id);
          tx.afterCommit(() => realtime.endAccount(row.id, 'disabled'));
        },
      ),

    enable: (auth: AuthSession, id: number) =>
      change(auth, id, 'enable', (row) => (row.disabledAt ? { disabledAt: null } : null)),

    /** The invitee sets their password with the mailed token, which dies with its first use. */
    async acceptInvitation({ token, password }: AcceptInvitationBody) {
      const passwordHash = await hashPassword(password);
      return transaction(async (tx) => {
        const invitation = await repo.takeInvitation(tx.db, sha256(token));
        if (!invitation || invitation.expiresAt.getTime() <= Date.now()) throw new AppError('invitationInvalid');
        const row = await repo.find(tx.db, invitation.accountId);
        if (!row) throw new AppError('invitationInvalid');
        if (row.disabledAt) throw new AppError('accountDisabled');
        const updated = await repo.update(tx.db, row.id, { passwordHash });
        await auditRows.record(tx.db, {
          staffId: row.id,
          entity: 'staff',
          entityId: row.id,
          action: 'acceptInvitation',
          before: auditShape(row),
          after: auditShape(updated),
        });
        return { mail: updated.mail };
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

import { randomBytes } from 'node:crypto';
import { email } from '@stringer/shared/schemas/fields';
import type { StaffRole } from '@stringer/shared/schemas/staff';
import { staffProfileBody } from '@stringer/shared/schemas/staff-profile';
import type { Database, Db } from '../../../platform/db/database';
import { hashPassword } from '../../../platform/passwords';
import type { AccountRows } from '../../accounts';
import type { AuditRows } from '../../audit';

/** A random password that meets the sign-up rule, for an account whose owner sets their own later. */
export function oneTimePassword() {
  for (;;) {
    const candidate = randomBytes(15).toString('base64url');
    if (/\d/.test(candidate) && /[a-z]/.test(candidate) && /[A-Z]/.test(candidate)) return candidate;
  }
}

const staffName = staffProfileBody.shape.name;

/** What other staff see when no name is given: the address's local part, never a bare "Staff". */
const defaultName = (mail: string) => mail.split('@')[0] ?? mail;

async function freeAccountName(db: Db, accountRows: AccountRows, mail: string) {
  const base = (mail.split('@')[0] ?? 'staff').replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 24) || 'staff';
  for (let n = 0; ; n++) {
    const name = n === 0 ? base : `${base}${n}`;
    if (!(await accountRows.accountNameTaken(db, name))) return name;
  }
}

/**
 * A staff account with no password yet: its owner sets one through the mailed invitation (an
 * account without a password cannot sign in).
 */
export async function insertInvitedAccount(
  db: Db,
  { accountRows }: { accountRows: AccountRows },
  mail: string,
  role: StaffRole,
  name: string | undefined,
) {
  return accountRows.insert(db, {
    mail,
    account: await freeAccountName(db, accountRows, mail),
    realName: name ?? defaultName(mail),
    role,
    passwordHash: null,
  });
}

/**
 * Creates a staff account with a one-time password, which only the caller ever sees (`npm run
 * admin:create`), with its audit row: the system acted, as no staff member did.
 */
export async function createStaffAccount(
  { transaction }: Pick<Database, 'transaction'>,
  { accountRows, auditRows }: { accountRows: AccountRows; auditRows: AuditRows },
  rawMail: string,
  role: StaffRole,
  rawName?: string,
) {
  const mail = email().parse(rawMail);
  const name = rawName === undefined ? defaultName(mail) : staffName.parse(rawName);
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  await transaction(async ({ db }) => {
    if (await accountRows.findByMail(db, mail)) throw new Error(`An account already uses ${mail}.`);
    const row = await accountRows.insert(db, {
      mail,
      account: await freeAccountName(db, accountRows, mail),
      realName: name,
      role,
      passwordHash,
    });
    await auditRows.record(db, {
      actorKind: 'system',
      entity: 'staff',
      entityId: row.id,
      action: 'create',
      after: { mail, name, role },
    });
  });
  return { mail, password };
}

import type { StaffMember, StaffRole, StaffState } from '@stringer/shared/schemas/staff';
import type { StaffProfile } from '@stringer/shared/schemas/staff-profile';
import type { AccountRow } from '../../db/schema';

/** Invited until the owner sets a password through the link; disabled wins over both. */
export function stateOf(row: Pick<AccountRow, 'disabledAt' | 'passwordHash'>): StaffState {
  if (row.disabledAt) return 'disabled';
  return row.passwordHash ? 'active' : 'invited';
}

/** What the audit log keeps of a staff account, before and after a change. */
export const auditShape = (row: AccountRow) => ({ role: row.role, state: stateOf(row) });

export function presentStaff(row: AccountRow): StaffMember {
  return {
    id: row.id,
    mail: row.mail,
    name: row.realName,
    role: row.role as StaffRole,
    state: stateOf(row),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A staff member's own account, as the console's profile page shows it. */
export const presentStaffProfile = (row: AccountRow, language: StaffProfile['language']): StaffProfile => ({
  id: row.id,
  mail: row.mail,
  name: row.realName,
  role: row.role as StaffRole,
  language,
});

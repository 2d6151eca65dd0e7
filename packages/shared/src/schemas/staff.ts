import { z } from 'zod';
import { LIMITS } from '../constants';
import { pageQuery, pageResult } from './common';
import { confirmPassword, email, id, newPassword, requiredText } from './fields';

/** The roles an admin hands out: every role but creator. */
export const STAFF_ROLES = ['reviewer', 'support', 'admin'] as const;
export const staffRole = z.enum(STAFF_ROLES, 'errors.staffRoleRequired');
export type StaffRole = z.infer<typeof staffRole>;

/** Invited: mailed a link, no password yet. Disabled: cannot sign in; every session ended. */
export const STAFF_STATES = ['active', 'invited', 'disabled'] as const;
export type StaffState = (typeof STAFF_STATES)[number];

export const staffPageQuery = pageQuery;
export type StaffPageQuery = z.infer<typeof staffPageQuery>;

export const staffMember = z.object({
  id: z.number(),
  mail: z.string(),
  name: z.string(),
  role: staffRole,
  state: z.enum(STAFF_STATES),
  /** When they last signed in, if they ever have since this was recorded. */
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const staffPage = pageResult(staffMember);
export type StaffPage = z.infer<typeof staffPage>;

/** Inviting an address already invited mails a new link (the old one stops working). */
export const inviteStaffBody = z.object({
  email: email(),
  role: staffRole,
  /** Shown in the console; the address's local part when not given. */
  name: requiredText('errors.nameRequired', LIMITS.realNameMax).optional(),
});
export type InviteStaffBody = z.infer<typeof inviteStaffBody>;

export const staffRoleBody = z.object({ id: id('errors.notFound'), role: staffRole });
export type StaffRoleBody = z.infer<typeof staffRoleBody>;

export const staffIdBody = z.object({ id: id('errors.notFound') });
export type StaffIdBody = z.infer<typeof staffIdBody>;

/** The invitee's own call: the link's token and the password they choose (the shared rule). */
export const acceptInvitationBody = z.object({
  token: z.string('errors.invitationInvalid').min(1, 'errors.invitationInvalid').max(200, 'errors.invitationInvalid'),
  password: newPassword(),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

export const acceptInvitationForm = acceptInvitationBody
  .omit({ token: true })
  .extend({ confirmPassword: confirmPassword() })
  .refine((f) => f.password === f.confirmPassword, { path: ['confirmPassword'], message: 'errors.passwordsMismatch' });

export const acceptInvitationResult = z.object({ mail: z.string() });
export type AcceptInvitationResult = z.infer<typeof acceptInvitationResult>;

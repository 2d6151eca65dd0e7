import { z } from 'zod';
import { LIMITS } from '../constants';
import { confirmPassword, newPassword, requiredText } from './fields';
import { staffRole } from './staff';

export const LANGUAGES = ['en', 'zh'] as const;
export const language = z.enum(LANGUAGES, 'errors.invalidValue');

/** A staff member's own account, as their console profile page shows it. */
export const staffProfile = z.object({
  id: z.number(),
  mail: z.string(),
  /** What other staff see: the support inbox, the audit log, a held review item. */
  name: z.string(),
  role: staffRole,
  /** The console's language; also what mails to them are written in. */
  language,
});
export type StaffProfile = z.infer<typeof staffProfile>;

export const staffProfileBody = z.object({
  name: requiredText('errors.nameRequired', LIMITS.realNameMax),
  language,
});
export type StaffProfileBody = z.infer<typeof staffProfileBody>;

/** A new password, proved by the current one: a session left open on a shared screen cannot take the account. */
export const staffPasswordBody = z.object({
  currentPassword: requiredText('errors.currentPasswordRequired', 128),
  password: newPassword(),
});
export type StaffPasswordBody = z.infer<typeof staffPasswordBody>;

export const staffPasswordForm = staffPasswordBody
  .extend({ confirmPassword: confirmPassword() })
  .refine((f) => f.password === f.confirmPassword, { path: ['confirmPassword'], message: 'errors.passwordsMismatch' });

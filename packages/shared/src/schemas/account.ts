import { z } from 'zod';
import { LIMITS, TOKEN_NAME } from '../constants';
import { CertificationStatus, ROLES } from '../statuses';
import {
  acceptedBox,
  confirmPassword,
  email,
  id,
  newPassword,
  queryId,
  requiredText,
  verificationCode,
} from './fields';

export const mailCodeBody = z.object({ mail: email() });
export type MailCodeBody = z.infer<typeof mailCodeBody>;

export const loginBody = z.object({
  email: email(),
  // Checked against the stored hash only: accounts older than the current rule still sign in.
  password: requiredText('errors.passwordRequired', 128),
});
export type LoginBody = z.infer<typeof loginBody>;

export const accountName = requiredText('errors.accountRequired', LIMITS.accountMax)
  .min(LIMITS.accountMin, 'errors.accountFormat')
  .regex(/^[A-Za-z0-9_.-]+$/, 'errors.accountFormat');

export const region = {
  countryId: id('errors.regionRequired'),
  // A country without provinces, or a province without cities, has none to give: the server
  // checks these against the area tables.
  provinceId: id('errors.regionRequired').nullable().optional(),
  cityId: id('errors.regionRequired').nullable().optional(),
};

export const createCustomBody = z.object({
  realName: requiredText('errors.nameRequired', LIMITS.realNameMax),
  ...region,
  account: accountName,
  mail: email(),
  code: verificationCode(),
  password: newPassword(),
});
export type CreateCustomBody = z.infer<typeof createCustomBody>;

const samePasswords = <T extends { password: string; confirmPassword: string }>(form: T) =>
  form.password === form.confirmPassword;
const passwordsMismatch = { path: ['confirmPassword'], message: 'errors.passwordsMismatch' };

/** The sign-up form: the call's fields plus what only the screen asks. */
export const registerForm = createCustomBody
  .extend({
    confirmPassword: confirmPassword(),
    ageConfirmed: acceptedBox('errors.ageConfirmRequired'),
    agreed: acceptedBox('errors.agreementRequired'),
  })
  .refine(samePasswords, passwordsMismatch);
export type RegisterForm = z.infer<typeof registerForm>;

export const resetPasswordBody = z.object({
  email: email(),
  code: verificationCode(),
  password: newPassword(),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const resetPasswordForm = resetPasswordBody
  .extend({ confirmPassword: confirmPassword() })
  .refine(samePasswords, passwordsMismatch);
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

export const customIdParams = z.object({ id: queryId() });

export const customInfo = z.object({
  customId: z.number(),
  role: z.enum(ROLES),
  account: z.string(),
  mail: z.string(),
  realName: z.string(),
  nickName: z.string().nullable(),
  intro: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  countryId: z.number().nullable(),
  provinceId: z.number().nullable(),
  cityId: z.number().nullable(),
  certificationStatus: z.enum(CertificationStatus),
  /** Personal tags, in the list's order. */
  tags: z.array(z.object({ id: z.number(), name: z.string(), nameZh: z.string() })),
  createdAt: z.string(),
});
export type CustomInfo = z.infer<typeof customInfo>;

/** What anyone signed in may see of another creator. */
export const publicCustomInfo = customInfo.pick({
  customId: true,
  nickName: true,
  intro: true,
  avatarUrl: true,
});
export type PublicCustomInfo = z.infer<typeof publicCustomInfo>;

export const loginResult = z.object({
  tokenName: z.literal(TOKEN_NAME),
  token: z.string(),
  expiresAt: z.string(),
  user: customInfo,
});
export type LoginResult = z.infer<typeof loginResult>;

import { z } from 'zod';
import { region } from './account';

/** What the web app needs to show Google's button; null when Google sign-in is not configured. */
export const googleConfig = z.object({ clientId: z.string().nullable() });
export type GoogleConfig = z.infer<typeof googleConfig>;

/**
 * Spec 7's call, with Google's signed ID token instead of an email and openId the browser could
 * make up. The region is asked once, when the token's address has no account yet.
 */
export const googleLoginBody = z.object({
  credential: z
    .string({ error: 'errors.googleTokenRequired' })
    .trim()
    .min(1, 'errors.googleTokenRequired')
    .max(8192, 'errors.googleTokenInvalid'),
  countryId: region.countryId.optional(),
  provinceId: region.provinceId,
  cityId: region.cityId,
});
export type GoogleLoginBody = z.infer<typeof googleLoginBody>;

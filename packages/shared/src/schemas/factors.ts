import { z } from 'zod';
import { loginResult } from './account';
import { id, requiredText } from './fields';

/**
 * Second factors (issue 21, decision 0052): authenticator-app codes (TOTP), passkeys (WebAuthn)
 * and one-time recovery codes. Their messages are keys of the `factors` texts, which the web
 * loads with the screens that use them, never with the sign-in page's first download.
 */

export const FACTOR_METHODS = ['totp', 'passkey', 'recovery'] as const;
export const factorMethod = z.enum(FACTOR_METHODS);
export type FactorMethod = z.infer<typeof factorMethod>;

/** The six digits an authenticator app shows (spaces people type are dropped). */
export const totpCode = z
  .string({ error: 'factors.errors.codeRequired' })
  .transform((s) => s.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'factors.errors.codeRequired')
      .regex(/^\d{6}$/, 'factors.errors.codeFormat'),
  );

/** A recovery code as printed (`xxxxx-xxxxx`); case, spaces and dashes do not matter. */
export const recoveryCode = z
  .string({ error: 'factors.errors.codeRequired' })
  .transform((s) => s.toLowerCase().replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'factors.errors.codeRequired')
      .regex(/^[a-z0-9]{10}$/, 'factors.errors.codeFormat'),
  );

/** What the browser's WebAuthn call gave back, checked by the server's WebAuthn library. */
const webauthnResponse = z.looseObject({
  id: z.string().max(1024),
  rawId: z.string().max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(16_384) }),
});
/** Options for the browser's WebAuthn call, as the server's library made them. */
const webauthnOptions = z.looseObject({ challenge: z.string() });

/** The proof that a second call of the sign-in gives: one of the account's factors. */
export const secondStepBody = z.object({
  challenge: z.string().min(1).max(128),
  proof: z.discriminatedUnion('method', [
    z.object({ method: z.literal('totp'), code: totpCode }),
    z.object({ method: z.literal('recovery'), code: recoveryCode }),
    z.object({ method: z.literal('passkey'), response: webauthnResponse }),
  ]),
});
export type SecondStepBody = z.infer<typeof secondStepBody>;
export type SecondStepProof = SecondStepBody['proof'];

/** A sign-in whose password (or Google) held, waiting for a second factor. */
export const secondStep = z.object({
  /** Single use, valid until `expiresAt` (a few minutes). */
  challenge: z.string(),
  expiresAt: z.string(),
  methods: z.array(factorMethod),
  /** For the browser's passkey prompt, when the account has a passkey. */
  passkeyOptions: webauthnOptions.nullable(),
});
export type SecondStep = z.infer<typeof secondStep>;

export const SECOND_STEP_CODE = 202;
/** The sign-in's own answer when a second step is needed: HTTP 202 and this body. */
export const secondStepRequired = z.object({
  code: z.literal(SECOND_STEP_CODE),
  msg: z.string(),
  msgKey: z.literal('factors.secondStepRequired'),
  data: secondStep,
});
export type SecondStepRequired = z.infer<typeof secondStepRequired>;

/** Either a session, or a second step to take first. */
export const signInResponses = {
  200: z.object({ code: z.literal(200), msg: z.string(), data: loginResult }),
  202: secondStepRequired,
};

/** Re-typing the password before changing one's factors: an open session alone is not enough. */
export const passwordProof = z.object({ password: requiredText('errors.passwordRequired', 128) });
export type PasswordProof = z.infer<typeof passwordProof>;

export const passkeyInfo = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyInfo = z.infer<typeof passkeyInfo>;

/** My second factors, as the security page shows them. */
export const myFactors = z.object({
  totp: z.boolean(),
  passkeys: z.array(passkeyInfo),
  recoveryCodesLeft: z.number(),
  /** The install requires a factor of my role (staff, when an admin turned it on). */
  required: z.boolean(),
});
export type MyFactors = z.infer<typeof myFactors>;

/** A new authenticator-app secret, until a first code confirms it. */
export const totpSetup = z.object({
  secret: z.string(),
  /** `otpauth://` link the QR code carries. */
  uri: z.string(),
  /** The QR code as an SVG data URL, drawn by this server. */
  qrCode: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetup>;

export const totpConfirmBody = z.object({ code: totpCode });
export type TotpConfirmBody = z.infer<typeof totpConfirmBody>;

/** Shown once, when they are made: only their hashes are kept. */
export const recoveryCodesResult = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResult = z.infer<typeof recoveryCodesResult>;

/** The first factor of an account comes with its recovery codes (null for later ones). */
export const factorAdded = z.object({ recoveryCodes: z.array(z.string()).nullable() });
export type FactorAdded = z.infer<typeof factorAdded>;

export const passkeyOptionsResult = z.object({ challenge: z.string(), options: webauthnOptions });
export type PasskeyOptionsResult = z.infer<typeof passkeyOptionsResult>;

export const passkeyAddBody = z.object({
  challenge: z.string().min(1).max(128),
  name: requiredText('factors.errors.nameRequired', 60),
  response: webauthnResponse,
});
export type PasskeyAddBody = z.infer<typeof passkeyAddBody>;

export const passkeyRemoveBody = passwordProof.extend({ id: id() });
export type PasskeyRemoveBody = z.infer<typeof passkeyRemoveBody>;

export const securityPolicy = z.object({ staffSecondFactorRequired: z.boolean() });
export type SecurityPolicy = z.infer<typeof securityPolicy>;

export const staffFactorsResetBody = z.object({ staffId: id() });
export type StaffFactorsResetBody = z.infer<typeof staffFactorsResetBody>;

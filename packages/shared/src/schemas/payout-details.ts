import { z } from 'zod';
import { EMAIL_PATTERN, email, queryId, unstorable } from './fields';

/**
 * How a creator is paid (docs/decisions/0058): a bank account, PayPal or Alipay, with the fields
 * each needs where the account is. One set of rules for the form and the server.
 */
export const PAYOUT_METHODS = ['bank', 'paypal', 'alipay'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** ISO 3166-1 alpha-2 codes; the web names them in the user's language (Intl.DisplayNames). */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC ' +
  'CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD ' +
  'GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH ' +
  'KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW ' +
  'MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC ' +
  'SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY ' +
  'UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** Countries whose banks are reached by IBAN (SWIFT's IBAN registry, the common ones). */
const IBAN_COUNTRIES = new Set(
  (
    'AD AE AL AT AZ BA BE BG BH BR CH CR CY CZ DE DK DO EE EG ES FI FO FR GE GI GL GR GT HR HU IE IL IQ IS IT JO KW KZ ' +
    'LB LC LI LT LU LV MC MD ME MK MR MT MU NL NO PK PL PS PT QA RO RS SA SC SE SI SK SM ST SV TL TN TR UA VA VG XK'
  ).split(' '),
);

/** The fields of a bank account, each with how it is checked. */
export const BANK_FIELDS = {
  holder: /^.{2,100}$/u,
  bankName: /^.{2,100}$/u,
  routingNumber: /^\d{9}$/,
  sortCode: /^\d{6}$/,
  accountNumber: /^[A-Z0-9]{4,34}$/,
  iban: /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/,
  swift: /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/,
} as const;
export type BankField = keyof typeof BANK_FIELDS;

/** What a bank account in `country` needs: the scheme its banks are paid by. */
export function bankFieldsFor(country: string): BankField[] {
  if (country === 'US') return ['holder', 'routingNumber', 'accountNumber'];
  if (country === 'GB') return ['holder', 'sortCode', 'accountNumber'];
  if (country === 'CN') return ['holder', 'bankName', 'accountNumber'];
  if (IBAN_COUNTRIES.has(country)) return ['holder', 'iban', 'swift'];
  return ['holder', 'bankName', 'accountNumber', 'swift'];
}

/** ISO 13616's check: the country and check digits moved to the end, read as a number, mod 97 is 1. */
export function ibanValid(iban: string) {
  if (!BANK_FIELDS.iban.test(iban)) return false;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return [...digits].reduce((rest, d) => (rest * 10 + Number(d)) % 97, 0) === 1;
}

/** Spaces and dashes people type in numbers are dropped, letters made capitals; names kept as typed. */
export const normaliseBankField = (field: BankField, value: string) =>
  field === 'holder' || field === 'bankName' ? value.trim() : value.replace(/[\s-]/g, '').toUpperCase();

const text = z
  .string({ error: 'errors.invalidType' })
  .max(200, 'errors.tooLong')
  .refine((s) => !unstorable(s), 'errors.invalidCharacters');

const KNOWN_COUNTRIES = new Set(COUNTRY_CODES);
// A code checked against the list (not an enum: 249 values in each of three places would bloat the contract).
const country = z
  .string({ error: 'errors.countryRequired' })
  .regex(/^[A-Z]{2}$/, 'errors.countryRequired')
  .refine((c) => KNOWN_COUNTRIES.has(c), 'errors.countryRequired');

const optional = text.optional();
const bank = z.object({
  method: z.literal('bank'),
  country,
  holder: optional,
  bankName: optional,
  routingNumber: optional,
  sortCode: optional,
  accountNumber: optional,
  iban: optional,
  swift: optional,
});
type BankInput = z.infer<typeof bank>;

/** Only the fields the country's scheme needs are kept, cleaned; each is required and checked. */
function bankDetails(b: BankInput, ctx: z.RefinementCtx) {
  const kept: Partial<Record<BankField, string>> = {};
  for (const field of bankFieldsFor(b.country)) {
    const value = normaliseBankField(field, b[field] ?? '');
    const ok = field === 'iban' ? ibanValid(value) : BANK_FIELDS[field].test(value);
    if (!value) ctx.addIssue({ code: 'custom', path: [field], message: 'errors.required' });
    else if (!ok)
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `errors.payout${field[0]?.toUpperCase()}${field.slice(1)}Invalid`,
      });
    kept[field] = value;
  }
  return { method: b.method, country: b.country, ...kept };
}

const paypal = z.object({ method: z.literal('paypal'), country, email: email() });

/** Alipay pays to the account's mail or mobile number, under its verified real name. */
const alipay = z.object({
  method: z.literal('alipay'),
  country,
  account: text
    .trim()
    .refine((s) => EMAIL_PATTERN.test(s) || /^\+?\d{6,15}$/.test(s), 'errors.payoutAlipayAccountInvalid'),
  holder: text.trim().min(2, 'errors.payoutHolderInvalid').max(100, 'errors.tooLong'),
});

export const payoutDetailsInput = z
  .discriminatedUnion('method', [bank, paypal, alipay], { error: 'errors.payoutMethodRequired' })
  .transform((d, ctx) => (d.method === 'bank' ? bankDetails(d, ctx) : d));
export type PayoutDetailsInput = z.input<typeof payoutDetailsInput>;
export type PayoutDetails = z.output<typeof payoutDetailsInput>;

/**
 * Changing one's payout details: the details, and the password typed again, or (an account
 * signed in with Google and no password) a code of one's authenticator app.
 */
export const payoutDetailsBody = z
  .object({
    details: payoutDetailsInput,
    password: z.string().max(128, 'errors.tooLong').optional(),
    code: z.string().trim().max(32, 'errors.tooLong').optional(),
  })
  .refine((b) => Boolean(b.password || b.code), { path: ['password'], message: 'errors.passwordRequired' });
export type PayoutDetailsBody = z.input<typeof payoutDetailsBody>;

/** What the creator sees of their own details: never a whole number. */
export const maskedPayoutDetails = z.object({
  method: z.enum(PAYOUT_METHODS),
  country: z.string(),
  /** e.g. `•••• 6789`, `j•••@example.com`. */
  masked: z.string(),
  updatedAt: z.string(),
});
export type MaskedPayoutDetails = z.infer<typeof maskedPayoutDetails>;
export const myPayoutDetails = z.object({ details: maskedPayoutDetails.nullable() });

/** The whole details, for admins on the payouts screen (each reading audited). */
export const payoutDetailsQuery = z.object({ creatorId: queryId() });
export const wholePayoutDetails = z.object({
  creatorId: z.number(),
  method: z.enum(PAYOUT_METHODS),
  country: z.string(),
  fields: z.record(z.string(), z.string()),
  updatedAt: z.string(),
});
export type WholePayoutDetails = z.infer<typeof wholePayoutDetails>;
export const creatorPayoutDetails = z.object({ details: wholePayoutDetails.nullable() });

/** The install's settings the payouts screens need. */
export const payoutSettings = z.object({ currency: z.string() });

const BULLETS = '••••';

/** The last four of a number, or a mail's first letter and domain: what a creator's pages show. */
export function maskPayoutDetails(d: PayoutDetails) {
  if (d.method === 'paypal') return maskMail(d.email);
  if (d.method === 'alipay') return EMAIL_PATTERN.test(d.account) ? maskMail(d.account) : lastFour(d.account);
  return lastFour(d.iban ?? d.accountNumber ?? '');
}
const lastFour = (n: string) => `${BULLETS} ${n.slice(-4)}`;
const maskMail = (m: string) => `${m.slice(0, 1)}${BULLETS}@${m.split('@')[1] ?? ''}`;

import type { CustomInfo, LoginResult } from '@stringer/shared/schemas/account';
import { type Api, dataOf } from './api';
import { poll } from './poll';

let counter = 0;
/** An address no other test used: the time, the process and a counter. */
export const uniqueMail = (prefix = 'creator') =>
  `${prefix}.${Date.now().toString(36)}.${process.pid.toString(36)}.${++counter}@example.com`;

export const PASSWORD = 'Secret123';

interface Mail {
  subject: string;
  text: string;
}

/** The newest mail the dev mailbox holds for an address, once more than `seen` have arrived. */
export function readMail(app: Api, to: string, seen = 0): Promise<Mail> {
  return poll(`a mail to ${to}`, async () => {
    const mails = await dataOf<Mail[]>(app, 'GET', '/dev/mail', { query: { to } });
    return mails.length > seen ? mails[0] : undefined;
  });
}

/** The six-digit code of the newest mail to an address, once more than `seen` have arrived. */
export async function readCode(app: Api, to: string, seen = 0): Promise<string> {
  const { text } = await readMail(app, to, seen);
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the mail to ${to}: ${text}`);
  return code;
}

interface Place {
  /** The country's English name. */
  country?: string;
  /** The start of the province's English name; else its first province that has cities. */
  province?: string;
}

type Area = { id: number; name: string };

/** A complete region from the seeded data (China, its first province with cities, a city, unless told). */
export async function someRegion(app: Api, { country = 'China', province }: Place = {}) {
  const list = async (url: string, query: Record<string, string> = {}) =>
    (await dataOf<{ list: Area[] }>(app, 'GET', url, { query })).list;
  const found = (await list('/api/area/countries')).find((c) => c.name === country);
  if (!found) throw new Error(`no country ${country}`);
  const countryId = String(found.id);
  for (const p of await list('/api/area/provinces', { countryId })) {
    if (province && !p.name.startsWith(province)) continue;
    const [city] = await list('/api/area/cities', { provinceId: String(p.id) });
    if (city) return { countryId: found.id, provinceId: p.id, cityId: city.id };
  }
  throw new Error(`no province ${province ?? 'with cities'} in ${country}`);
}

type Overrides = Record<string, unknown>;

/** A complete, valid sign-up body: a fresh address, its mailed code, a real region. */
export async function signUpBody(app: Api, overrides: Overrides = {}) {
  const mail = (overrides.mail as string | undefined) ?? uniqueMail();
  await dataOf(app, 'POST', '/web/custom/mail/code', { body: { mail } });
  return {
    realName: 'Ann Lee',
    ...(await someRegion(app)),
    account: `acc_${mail.split('@')[0]?.replace(/[^a-z0-9]/gi, '')}`.slice(0, 32),
    mail,
    code: await readCode(app, mail),
    password: PASSWORD,
    ...overrides,
  };
}

/** A creator signed up through the API, as the sign-up screen does it. */
export async function signUp(app: Api, overrides: Overrides = {}) {
  const body = await signUpBody(app, overrides);
  const user = await dataOf<CustomInfo>(app, 'POST', '/web/custom/create', { body });
  return { mail: body.mail, password: body.password, user };
}

/** A session token, as the login screen gets one. */
export async function logIn(app: Api, email: string, password = PASSWORD) {
  return (await dataOf<LoginResult>(app, 'POST', '/web/account/email/login', { body: { email, password } })).token;
}

/** A signed-up, signed-in creator. */
export async function newCreator(app: Api) {
  const { mail, user } = await signUp(app);
  return { token: await logIn(app, mail), customId: user.customId };
}

/** Moves an address's earlier codes a minute into the past, so it may be sent another now. */
export async function allowResend(sql: { query(text: string, values: unknown[]): Promise<unknown> }, mail: string) {
  await sql.query("UPDATE verification_codes SET created_at = created_at - interval '61 seconds' WHERE mail = $1", [
    mail,
  ]);
}

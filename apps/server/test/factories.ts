import { TOKEN_NAME } from '@stringer/shared/constants';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Call {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  ip?: string;
}

export async function call(app: FastifyInstance, method: Method, url: string, { token, body, query, ip }: Call = {}) {
  const res: LightMyRequestResponse = await app.inject({
    method,
    url,
    query,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: token ? { [TOKEN_NAME]: token } : {},
    remoteAddress: ip ?? '127.0.0.1',
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

let counter = 0;
export const uniqueMail = (prefix = 'creator') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

/** The newest code mailed to an address by the dev transport, once more than `seen` have arrived. */
export async function readCode(app: FastifyInstance, mail: string, seen = 0): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const { body } = await call(app, 'GET', '/dev/mail', { query: { to: mail } });
    if (body.data.length > seen) return /\b(\d{6})\b/.exec(body.data[0].text)?.[1] as string;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail reached ${mail}`);
}

/** A complete region from the seeded data: China, its first province that has cities, a city. */
export async function someRegion(app: FastifyInstance) {
  const countries = await call(app, 'GET', '/api/area/countries');
  const china = countries.body.data.list.find((c: { nameZh: string }) => c.nameZh === '中国');
  const provinces = await call(app, 'GET', '/api/area/provinces', { query: { countryId: String(china.id) } });
  for (const province of provinces.body.data.list) {
    const cities = await call(app, 'GET', '/api/area/cities', { query: { provinceId: String(province.id) } });
    if (cities.body.data.list.length) {
      return {
        countryId: china.id as number,
        provinceId: province.id as number,
        cityId: cities.body.data.list[0].id as number,
      };
    }
  }
  throw new Error('no province with cities');
}

export const PASSWORD = 'Secret123';

/** A complete, valid sign-up body: a fresh address, its mailed code, a real region. */
export async function signUpBody(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const mail = (overrides.mail as string | undefined) ?? uniqueMail();
  const sent = await call(app, 'POST', '/web/custom/mail/code', { body: { mail } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
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

export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = await signUpBody(app, overrides);
  const created = await call(app, 'POST', '/web/custom/create', { body });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { mail: body.mail, password: body.password, user: created.body.data };
}

export async function logIn(app: FastifyInstance, email: string, password = PASSWORD) {
  const res = await call(app, 'POST', '/web/account/email/login', { body: { email, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.token as string;
}

/** A signed-up, signed-in creator. */
export async function newCreator(app: FastifyInstance) {
  const { mail, user } = await signUp(app);
  return { token: await logIn(app, mail), customId: user.customId as number };
}

/** Moves an address's earlier codes a minute into the past, so it may be sent another now. */
export async function allowResend(sql: { query(text: string, values: unknown[]): Promise<unknown> }, mail: string) {
  await sql.query("UPDATE verification_codes SET created_at = created_at - interval '61 seconds' WHERE mail = $1", [
    mail,
  ]);
}

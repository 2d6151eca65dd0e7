import pg from 'pg';
import { inject } from 'vitest';

const base = () => inject('baseUrl');

let counter = 0;
export const uniqueMail = (prefix = 'e2e') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

export const PASSWORD = 'Secret123';

/**
 * Each creator made through the API calls from an address of its own (TEST-NET-3, a header only:
 * the e2e server trusts X-Forwarded-For), as real creators would: the per-IP limits stay real.
 */
let address = '';

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base()}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      // The dev mailbox refuses relayed requests (docs/decisions/0013): it is read directly.
      ...(address && !path.startsWith('/dev/') ? { 'x-forwarded-for': address } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { code: number; data: T };
  if (json.code !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.data;
}

/** The newest code the dev mailbox holds for an address, once more than `seen` mails arrived. */
export async function mailedCode(mail: string, seen = 0) {
  for (let i = 0; i < 100; i++) {
    const mails = await call<{ text: string }[]>('GET', `/dev/mail?to=${encodeURIComponent(mail)}`);
    if (mails.length > seen) return /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1] as string;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail reached ${mail}`);
}

/** A creator made through the API, for journeys that start signed up. */
export async function createCreator() {
  const mail = uniqueMail();
  address = `203.0.113.${(counter % 250) + 1}`;
  await call('POST', '/web/custom/mail/code', { mail });
  const code = await mailedCode(mail);
  const countries = await call<{ list: { id: number; name: string }[] }>('GET', '/api/area/countries');
  const japan = countries.list.find((c) => c.name === 'Japan');
  const provinces = await call<{ list: { id: number; name: string }[] }>(
    'GET',
    `/api/area/provinces?countryId=${japan?.id}`,
  );
  const tokyo = provinces.list.find((p) => p.name.startsWith('Tokyo'));
  const cities = await call<{ list: { id: number }[] }>('GET', `/api/area/cities?provinceId=${tokyo?.id}`);
  const body = {
    realName: 'Eve Tester',
    countryId: japan?.id,
    provinceId: tokyo?.id,
    cityId: cities.list[0]?.id,
    account: `e2e_${Math.random().toString(36).slice(2, 12)}`,
    mail,
    code,
    password: PASSWORD,
  };
  await call('POST', '/web/custom/create', body);
  return { mail, password: PASSWORD };
}

/** SQL on the server's database, for what no screen does (ending a session from outside). */
export async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

import en from '@stringer/shared/i18n/en.json' with { type: 'json' };
import { someRegion } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

/**
 * Every field of every call, sent missing, empty, too long, of the wrong type and in the wrong
 * format: each must get a 4xx naming the field with a translated key, and write nothing.
 */

const t = useTestApp();
let region: Awaited<ReturnType<typeof someRegion>>;
beforeAll(async () => {
  region = await someRegion(t.app);
});

type Where = 'body' | 'query';
interface FieldSpec {
  /** The key a missing or empty value gets. */
  required: string;
  kind: 'text' | 'id';
  /** A value of the right type in the wrong form, with the key it gets. */
  format?: [unknown, string];
}
interface CallSpec {
  method: 'GET' | 'POST';
  url: string;
  where: Where;
  valid: () => Record<string, unknown>;
  fields: Record<string, FieldSpec>;
}

const mail: FieldSpec = {
  required: 'errors.emailRequired',
  kind: 'text',
  format: ['ann.example.com', 'errors.emailFormat'],
};
const code: FieldSpec = {
  required: 'errors.codeRequired',
  kind: 'text',
  format: ['12ab56', 'errors.verificationCode'],
};
const password: FieldSpec = {
  required: 'errors.passwordRequired',
  kind: 'text',
  format: ['password1', 'errors.passwordRule'],
};
const regionId: FieldSpec = { required: 'errors.regionRequired', kind: 'id', format: [-3, 'errors.invalidType'] };

const calls: CallSpec[] = [
  { method: 'POST', url: '/web/custom/mail/code', where: 'body', valid: () => ({ mail: 'a@b.co' }), fields: { mail } },
  {
    method: 'POST',
    url: '/web/verification-code/mail',
    where: 'body',
    valid: () => ({ mail: 'a@b.co' }),
    fields: { mail },
  },
  {
    method: 'POST',
    url: '/web/custom/create',
    where: 'body',
    valid: () => ({
      realName: 'Ann',
      ...region,
      account: 'ann_1',
      mail: 'a@b.co',
      code: '123456',
      password: 'Secret123',
    }),
    fields: {
      realName: { required: 'errors.nameRequired', kind: 'text' },
      countryId: regionId,
      provinceId: regionId,
      cityId: regionId,
      account: { required: 'errors.accountRequired', kind: 'text', format: ['ann lee!', 'errors.accountFormat'] },
      mail,
      code,
      password,
    },
  },
  {
    method: 'POST',
    url: '/web/account/email/login',
    where: 'body',
    valid: () => ({ email: 'a@b.co', password: 'Secret123' }),
    fields: { email: mail, password: { required: 'errors.passwordRequired', kind: 'text' } },
  },
  {
    method: 'POST',
    url: '/web/custom/password/reset',
    where: 'body',
    valid: () => ({ email: 'a@b.co', code: '123456', password: 'Secret123' }),
    fields: { email: mail, code, password },
  },
  {
    method: 'GET',
    url: '/api/area/provinces',
    where: 'query',
    valid: () => ({ countryId: String(region.countryId) }),
    fields: { countryId: { required: 'errors.regionRequired', kind: 'text', format: ['12x', 'errors.invalidType'] } },
  },
  {
    method: 'GET',
    url: '/api/area/cities',
    where: 'query',
    valid: () => ({ provinceId: String(region.provinceId) }),
    fields: { provinceId: { required: 'errors.regionRequired', kind: 'text', format: ['0', 'errors.invalidType'] } },
  },
  { method: 'GET', url: '/dev/mail', where: 'query', valid: () => ({ to: 'a@b.co' }), fields: { to: mail } },
];

interface Case {
  name: string;
  spec: CallSpec;
  field: string;
  value: unknown;
  /** The key the field must get; any translated key when absent. */
  key?: string;
}

function casesOf(spec: CallSpec): Case[] {
  return Object.entries(spec.fields).flatMap(([field, f]) => {
    const inQuery = spec.where === 'query';
    const variants: [string, unknown, string | undefined][] = [
      ['missing', undefined, f.required],
      [
        'empty',
        f.kind === 'id' && !inQuery ? null : '',
        field === 'provinceId' || field === 'cityId' ? undefined : f.required,
      ],
      ['too long', f.kind === 'id' ? 2 ** 40 : 'x'.repeat(300), undefined],
      [
        'of the wrong type',
        inQuery ? ['1', '2'] : f.kind === 'id' ? 'abc' : 12345,
        inQuery ? undefined : 'errors.invalidType',
      ],
    ];
    if (f.format) variants.push(['in the wrong format', f.format[0], f.format[1]]);
    return variants.map(([how, value, key]) => ({
      name: `${spec.method} ${spec.url} ${field} ${how}`,
      spec,
      field,
      value,
      key,
    }));
  });
}

function send({ spec, field, value }: Case) {
  const payload = { ...spec.valid(), [field]: value };
  if (value === undefined) delete payload[field];
  if (spec.where === 'body') return call(t.app, spec.method, spec.url, { body: payload });
  return t.app
    .inject({ method: spec.method, url: spec.url, query: payload as Record<string, string> })
    .then((res) => ({ status: res.statusCode, body: res.json() }));
}

const translated = (key: string) => {
  const [group, name] = key.split('.') as [keyof typeof en, string];
  return Boolean((en[group] as Record<string, string> | undefined)?.[name]);
};

async function rowCounts() {
  const { rows } = await t.sql.query(`SELECT
    (SELECT count(*) FROM accounts) AS accounts,
    (SELECT count(*) FROM sessions) AS sessions,
    (SELECT count(*) FROM verification_codes) AS codes,
    (SELECT count(*) FROM pgboss.job) AS jobs`);
  return rows[0];
}

describe('bad input', () => {
  const cases = calls.flatMap(casesOf);

  it('should cover every field of every call', () => {
    expect(cases.length).toBeGreaterThan(80);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s: 4xx naming the field, nothing written', async (_name, c) => {
    const before = await rowCounts();
    const res = await send(c);
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(translated(res.body.msgKey)).toBe(true);
    const error = res.body.errors?.find((e: { field: string }) => e.field === c.field);
    expect(error, JSON.stringify(res.body)).toBeDefined();
    if (c.key) expect(error.msgKey).toBe(c.key);
    expect(translated(error.msgKey)).toBe(true);
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{"mail": ', 'application/json'],
    ['an array', '[1,2]', 'application/json'],
    ['no body', undefined, undefined],
    ['plain text', 'mail=a@b.co', 'text/plain'],
  ])('should refuse %s with a 4xx and a translated key', async (_name, payload, type) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/custom/create',
      ...(payload === undefined ? {} : { payload }),
      headers: type ? { 'content-type': type } : {},
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(translated(res.json().msgKey)).toBe(true);
  });

  it('should refuse a body over 1 MB with 413', async () => {
    const res = await call(t.app, 'POST', '/web/account/email/login', {
      body: { email: 'a@b.co', password: 'x'.repeat(1_100_000) },
    });
    expect(res).toMatchObject({ status: 413, body: { msgKey: 'errors.payloadTooLarge' } });
  });
});

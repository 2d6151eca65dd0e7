import { TOKEN_NAME } from '@stringer/shared/constants';
import { FILE_KIND_NAMES } from '@stringer/shared/files';
import { newCreator } from '@stringer/test-support/accounts';
import { makeJpeg, makeVideo } from '@stringer/test-support/media';
import { newStaff } from '@stringer/test-support/staff';
import { tusSend, uploadReady } from '@stringer/test-support/uploads';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { arbitraryOf, asText, type Context, hostile, type JsonSchema } from '../../test/fuzz';
import { useTestApp } from '../../test/test-app';
import { openApiDocument } from './openapi';

/**
 * Every operation of the OpenAPI document, called with what its schemas describe and with hostile
 * values anywhere in them, as a signed-in creator (the console's as an admin, so that its filters
 * and forms are reached): nothing may answer 500 or more, and every refusal is the envelope. A fixed seed and a bounded number of runs keep it repeatable and short.
 */
const SEED = 20_261_123;
const RUNS = 50;

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  method: string;
  url: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** Refusals documented as a page (a shared link whose work is gone: /v/{id}), not the envelope. */
  htmlRefusals: string[];
}

const t = useTestApp();

type Responses = Record<string, { content?: Record<string, unknown> }>;

function operations(): Operation[] {
  const ops = Object.entries(openApiDocument(t.app).paths).flatMap(([url, methods]) =>
    Object.entries(
      methods as Record<string, { parameters?: Parameter[]; requestBody?: unknown; responses?: Responses }>,
    ).map(([method, op]) => ({
      method: method.toUpperCase(),
      url,
      parameters: op.parameters ?? [],
      body: (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content?.[
        'application/json'
      ]?.schema,
      htmlRefusals: Object.entries(op.responses ?? {})
        .filter(([status, r]) => Number(status) >= 400 && r.content?.['text/html'])
        .map(([status]) => status),
    })),
  );
  // Signing out ends the token the others use: last.
  return ops.sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
}

const b64 = (s: string) => Buffer.from(s).toString('base64');
/** tus' headers, well-formed or not: the upload routes read them instead of a body. */
const tusHeaders = fc.record(
  {
    'tus-resumable': fc.constantFrom('1.0.0', '0.2.2', ''),
    'upload-length': fc.oneof(fc.nat().map(String), fc.constantFrom('1e30', '-1', 'abc', '', '9'.repeat(40))),
    'upload-offset': fc.oneof(fc.nat().map(String), fc.constantFrom('-5', 'x')),
    'upload-metadata': fc.oneof(
      fc
        .tuple(fc.constantFrom(...FILE_KIND_NAMES, 'other'), fc.constantFrom('a.mp4', 'b.jpg', 'c.pdf', 'd.exe', ''))
        .map(([kind, name]) => `kind ${b64(kind)},filename ${b64(name)}`),
      fc.string({ maxLength: 60 }),
    ),
    'upload-defer-length': fc.constant('1'),
  },
  { requiredKeys: [] },
);

/** Bodies that are not what the content type says, or that no parser should choke on. */
const rawBodies = fc.constantFrom(
  '{',
  'null',
  '"text"',
  '[]',
  `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  '{"a":"\\u0000"}',
);

function requestOf(op: Operation, ctx: Context) {
  const byPlace = (place: Parameter['in']) => op.parameters.filter((p) => p.in === place);
  const model = (params: Parameter[]) => Object.fromEntries(params.map((p) => [p.name, arbitraryOf(p.schema, ctx)]));
  const required = (params: Parameter[]) => params.filter((p) => p.required).map((p) => p.name);
  const query = byPlace('query');
  return fc.record({
    path: fc.record(model(byPlace('path'))),
    query: fc.record(model(query), { requiredKeys: required(query) }),
    body: op.body
      ? fc.oneof(
          { weight: 8, arbitrary: arbitraryOf(op.body, ctx).map((v) => JSON.stringify(v) ?? 'null') },
          { weight: 1, arbitrary: rawBodies },
        )
      : fc.option(
          fc.oneof(
            hostile.map((v) => JSON.stringify(v) ?? ''),
            rawBodies,
          ),
          { nil: undefined },
        ),
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'application/x-www-form-urlencoded',
          'text/plain',
          'application/offset+octet-stream',
          'multipart/form-data; boundary=x',
        ),
      },
    ),
    headers: fc.option(tusHeaders, { nil: {} }),
    ip: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`),
  });
}

/** Half the calls well-formed (to reach the rules behind validation), half with hostile values anywhere. */
const callsOf = (op: Operation, known: Context['known']) =>
  fc.oneof(requestOf(op, { known, hostile: 0 }), requestOf(op, { known, hostile: 2 }));

type Request = ReturnType<typeof callsOf> extends fc.Arbitrary<infer R> ? R : never;

const isSurrogate = (ch: string) => ch.length === 1 && ch.charCodeAt(0) >= 0xd800 && ch.charCodeAt(0) <= 0xdfff;
/** A lone surrogate's three bytes as a hostile client can send them (encodeURIComponent throws on it). */
const wtf8 = (c: number) =>
  [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
    .map((b) => `%${b.toString(16).toUpperCase()}`)
    .join('');
const pathPart = (text: string) =>
  [...text].map((ch) => (isSurrogate(ch) ? wtf8(ch.charCodeAt(0)) : encodeURIComponent(ch))).join('');

function urlOf(op: Operation, req: Request) {
  const path = op.url.replace(/\{(\w+)\}/g, (_, name: string) => pathPart(asText(req.path[name])));
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(req.query)) query.set(k, asText(v));
  return query.size ? `${path}?${query}` : path;
}

/** What is wrong with a response, if anything. */
function problemOf({ method, htmlRefusals }: Operation, res: LightMyRequestResponse) {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 160)}`;
  if (res.statusCode < 400 || method === 'HEAD') return null;
  const page = String(res.headers['content-type']).startsWith('text/html');
  if (page && htmlRefusals.includes(String(res.statusCode))) return null;
  let body: { code?: unknown; msg?: unknown; msgKey?: unknown } = {};
  try {
    body = JSON.parse(res.body);
  } catch {}
  const enveloped = body.code === res.statusCode && typeof body.msg === 'string' && typeof body.msgKey === 'string';
  return enveloped
    ? null
    : `refused ${res.statusCode} outside the envelope (${res.headers['content-type']}): ${res.body.slice(0, 160)}`;
}

describe('Every documented endpoint, fuzzed', () => {
  let token = '';
  let adminToken = '';
  let known: Context['known'];
  beforeAll(async () => {
    const me = await newCreator(t.app);
    token = me.token;
    adminToken = (await newStaff(t.app, t.url, 'admin')).token;
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const video = makeVideo('fuzz.mp4', 1);
    const files = [
      await uploadReady(t.app, base, token, video, { kind: 'video', filename: 'a.mp4' }),
      await uploadReady(t.app, base, token, makeJpeg('fuzz.jpg'), { kind: 'cover', filename: 'c.jpg' }),
      (await tusSend(base, token, video, { kind: 'video', filename: 'b.mp4', chunkSize: 4096, stopAfter: 4096 }))
        .fileId,
    ];
    // The caller's files (ready and half-sent), the caller, and ids the seed data holds.
    known = { strings: [...files, String(me.customId), '1'], numbers: [me.customId, 1, 2] };
  });

  it('should never answer 500 or more, and refuse only in the envelope', async () => {
    const findings: string[] = [];
    const ops = operations();
    expect(ops.length).toBeGreaterThan(40);
    for (const op of ops) {
      let problem: string | null = null;
      const result = await fc.check(
        fc.asyncProperty(callsOf(op, known), async (req) => {
          const res = await t.app.inject({
            method: op.method as 'GET',
            url: urlOf(op, req),
            headers: {
              [TOKEN_NAME]: op.url.startsWith('/manager') ? adminToken : token,
              'content-type': req.contentType,
              ...req.headers,
            },
            remoteAddress: req.ip,
            ...(req.body === undefined || op.method === 'GET' || op.method === 'HEAD' ? {} : { payload: req.body }),
          });
          problem = problemOf(op, res);
          return problem === null;
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      if (result.failed) {
        const example = summary(result.counterexample?.[0]);
        findings.push(`${op.method} ${op.url}: ${problem ?? result.errorInstance}\n    with ${example}`);
      }
    }
    expect(findings, findings.join('\n')).toEqual([]);
  }, 300_000);
});

/** A counterexample, short enough to read (hostile values can be megabytes, or thousands deep). */
function summary(example: unknown) {
  try {
    const text = JSON.stringify(example, (_k, v) =>
      typeof v === 'string' && v.length > 160 ? `${v.slice(0, 120)}…(${v.length} chars)` : v,
    );
    return text.length > 500 ? `${text.slice(0, 500)}…` : text;
  } catch {
    return 'a value nested too deep to print';
  }
}

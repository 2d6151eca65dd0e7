import fc from 'fast-check';

/** A JSON Schema as the OpenAPI document carries it (the parts the routes' schemas use). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

const deep = (depth: number) => JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`);

/** What an attacker sends instead of a well-formed value: any of these, anywhere. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '',
    '   ',
    // Ill-formed Unicode: lone high and low surrogates, alone, inside text, and the pair reversed.
    '\ud800',
    'a\ud800b',
    'x\udfff',
    '\udc00\ud800',
    '💥'.repeat(300),
    'x'.repeat(70_000),
    "'; DROP TABLE accounts; --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '1e999',
    // An id PostgreSQL's integer cannot hold, as a number's digits (query strings, paths).
    '2147483648',
    '99999999999',
    // Dates that look right and are not.
    '2024-02-30',
    '2024-02-30T10:00:00Z',
    '0000-01-01T00:00:00Z',
    'NaN',
    '-1',
    '0x10',
    null,
    true,
    0,
    -1,
    1.5,
    -0,
    2 ** 31,
    2 ** 53 + 2,
    1e308,
    -1e308,
    [],
    {},
    { __proto__: { admin: true } },
    JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'),
  ),
  fc.constantFrom(50, 500, 1_000).map(deep),
  fc.array(fc.integer(), { minLength: 1_000, maxLength: 1_000 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  // Any UTF-16 code unit, so a surrogate may stand alone anywhere in the text.
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 20 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * How values are made: `known` are values that name real rows (the caller's files, ids that exist),
 * so calls get past "not found" to the rules behind it; `hostile` is how often a value is replaced.
 */
export interface Context {
  known: { strings: string[]; numbers: number[] };
  hostile: number;
}

const isoAs = (format: string | undefined) => (d: Date) =>
  format === 'date' ? d.toISOString().slice(0, 10) : d.toISOString();

/** A NUL inside an otherwise acceptable text passes most rules: it must still not reach the database. */
const withNul = (v: string) => `${v.slice(0, 1)}\u0000${v.slice(1)}`;

function stringOf(s: JsonSchema, ctx: Context): fc.Arbitrary<string> {
  const impossible = IMPOSSIBLE[s.format as keyof typeof IMPOSSIBLE];
  if (impossible)
    return fc.oneof(
      { weight: 2, arbitrary: fc.date({ noInvalidDate: true }).map(isoAs(s.format)) },
      fc.constantFrom(...impossible),
    );
  let base = fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 200) });
  if (s.pattern) {
    try {
      const pattern = new RegExp(s.pattern);
      base = fc.stringMatching(pattern).filter((v) => v.length <= (s.maxLength ?? 10_000));
    } catch {
      // A pattern fast-check cannot read: plain strings still exercise the route.
    }
  }
  return fc.oneof(
    { weight: 6, arbitrary: base },
    { weight: 3, arbitrary: fc.constantFrom(...ctx.known.strings) },
    { weight: 1, arbitrary: base.map(withNul) },
  );
}

/** Integers just inside and just outside PostgreSQL's integer, where an unbounded schema lets them through. */
const INT_EDGES = [2 ** 31 - 1, 2 ** 31, 2 ** 32 + 1, Number.MAX_SAFE_INTEGER];

function numberOf(s: JsonSchema, integer: boolean, ctx: Context): fc.Arbitrary<number> {
  const edges = INT_EDGES.filter((n) => integer && n <= (s.maximum ?? Number.MAX_SAFE_INTEGER));
  return fc.oneof(
    { weight: 3, arbitrary: anyNumber(s, integer) },
    { weight: 1, arbitrary: fc.constantFrom(...ctx.known.numbers) },
    ...(edges.length ? [{ weight: 1, arbitrary: fc.constantFrom(...edges) }] : []),
  );
}

/** Dates of the right shape that name no day (or the year 0): each must be a 400, not a 500. */
const IMPOSSIBLE = {
  date: ['2024-02-30', '2023-02-29', '0000-01-01', '2024-13-01'],
  'date-time': [
    '2024-02-30T10:00:00Z',
    '2023-02-29T00:00:00.000Z',
    '0000-01-01T00:00:00Z',
    '2024-04-31T23:59:59+08:00',
  ],
} as const;

function anyNumber(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lower = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : s.minimum;
  const upper = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : s.maximum;
  if (integer) {
    const min = Math.max(lower ?? -(2 ** 31), -(2 ** 31));
    return fc.integer({ min, max: Math.min(upper ?? 2 ** 31, 2 ** 31, Number.MAX_SAFE_INTEGER) });
  }
  return fc.double({ min: lower ?? -1e9, max: upper ?? 1e9, noNaN: true });
}

function objectOf(s: JsonSchema, ctx: Context, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(s.properties ?? {});
  if (!props.length)
    return fc.dictionary(fc.string({ maxLength: 10 }), arbitraryOf({}, ctx, depth + 1), { maxKeys: 5 });
  const model = Object.fromEntries(props.map(([name, p]) => [name, arbitraryOf(p, ctx, depth + 1)]));
  // Mostly complete, so the route's deeper rules run; sometimes a required field is missing.
  return fc.oneof(
    { weight: 4, arbitrary: fc.record(model, { requiredKeys: s.required ?? [] }) },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
  );
}

/** A value the schema describes (roughly): what a well-behaved client would send. */
function wellFormed(s: JsonSchema, ctx: Context, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => arbitraryOf(a, ctx, depth)));
  if (s.allOf?.length === 1 && s.allOf[0]) return wellFormed(s.allOf[0], ctx, depth);
  const type = [s.type].flat()[0];
  switch (type) {
    case 'string':
      return stringOf(s, ctx);
    case 'integer':
    case 'number':
      return numberOf(s, type === 'integer', ctx);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc.array(arbitraryOf(s.items ?? {}, ctx, depth + 1), {
            minLength: s.minItems ?? 0,
            maxLength: Math.min(s.maxItems ?? 5, 25),
          }),
        },
        // The same real id again and again: lists of ids must not trip over their own repeats.
        {
          weight: 1,
          arbitrary: fc.constantFrom(...ctx.known.strings, ...ctx.known.numbers).map((v) => Array(9).fill(v)),
        },
      );
    case 'object':
      return objectOf(s, ctx, depth);
    default:
      return depth > 3 ? fc.jsonValue({ maxDepth: 1 }) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** Well-formed, or hostile as often as the context says, at every depth. */
export function arbitraryOf(s: JsonSchema, ctx: Context, depth = 0): fc.Arbitrary<unknown> {
  const good = wellFormed(s, ctx, depth);
  const withNull = s.nullable ? fc.oneof(good, fc.constant(null)) : good;
  return ctx.hostile
    ? fc.oneof({ weight: 5, arbitrary: withNull }, { weight: ctx.hostile, arbitrary: hostile })
    : withNull;
}

/** How a value travels in a URL: text, whatever it was. */
export const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

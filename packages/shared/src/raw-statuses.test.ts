import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CertificationStatus, ClueAuditStatus, WorkAuditStatus } from './statuses';

/** Where a status is written: every app's code and tests, e2e, deploy, bench and the test helpers. */
const ROOT = resolve(import.meta.dirname, '../../..');
const SCANNED = [
  'apps/server/src',
  'apps/server/test',
  'apps/web/src',
  'e2e',
  'deploy',
  'bench',
  'packages/test-support',
];
/** The web's copy of the OpenAPI document spells each enum out: it is generated, not written. */
const GENERATED = /(^|\/)(node_modules|dist)\/|openapi\.d\.ts$/;

const files = SCANNED.flatMap((dir) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => /\.(ts|tsx|mjs)$/.test(path) && !GENERATED.test(path)),
);

/** The numbers the shared enums give a name. One digit: never an HTTP status nor an API code. */
const NAMED = new Set<number>([
  ...Object.values(WorkAuditStatus),
  ...Object.values(ClueAuditStatus),
  ...Object.values(CertificationStatus),
]);

/**
 * A status field given, compared with or expected to be a digit: `auditStatus: 1`, `status: 0`,
 * `audit_status = 3` in SQL, `"status":0` in JSON, `auditStatus=2` in a URL, `.auditStatus).toBe(1)`.
 */
const RAW = [
  /\b(?:\w*_status|\w*Status|status)["']?\s*(?:[:=]|[!=]==?|<>)\s*["']?(\d)["']?(?![\w.])/g,
  /(?:Status|_status|\.status)\)\.toBe\((\d)\)/g,
];

describe('status numbers (issue 22, decision 0019)', () => {
  it('should be written nowhere outside packages/shared: the enums name them', () => {
    const raw = files.flatMap((path) =>
      readFileSync(join(ROOT, path), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          RAW.flatMap((re) => [...line.matchAll(re)])
            .filter((m) => NAMED.has(Number(m[1])))
            .map((m) => `${path}:${i + 1}: ${m[0]}`),
        ),
    );
    expect(raw).toEqual([]);
  });

  it('should scan the code it guards (a moved folder would pass an empty list)', () => {
    for (const dir of SCANNED) expect(files.some((f) => f.startsWith(`${dir}/`))).toBe(true);
    expect(files).toContain('apps/server/src/modules/review/review.test.ts');
  });
});

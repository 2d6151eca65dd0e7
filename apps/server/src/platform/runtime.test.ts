import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PINNED_NODE, runtimeMismatch } from './runtime';

const repo = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

describe('the pinned Node.js', () => {
  it('should be an exact version of an even (LTS) line that is still supported', () => {
    expect(PINNED_NODE).toMatch(/^\d+\.\d+\.\d+$/);
    const major = Number(PINNED_NODE.split('.')[0]);
    expect(major % 2).toBe(0);
    expect(major).toBeGreaterThanOrEqual(24);
  });

  it('should be what npm scripts run, this test included', () => {
    expect(process.versions.node).toBe(PINNED_NODE);
    expect(runtimeMismatch()).toBeNull();
    const bin = path.join(repo, 'node_modules/.bin/node');
    expect(execFileSync(bin, ['--version']).toString().trim()).toBe(`v${PINNED_NODE}`);
  });

  it("should be what the deploy guide's unit starts the server with", () => {
    expect(/^ExecStart=(\S+)/m.exec(read('docs/deploy.md'))?.[1]).toBe('/srv/stringer/node_modules/.bin/node');
  });

  it('should name the pinned version when another Node runs the server', () => {
    expect(runtimeMismatch('20.20.2')).toMatch(`running on Node 20.20.2, built and tested for ${PINNED_NODE}`);
  });
});

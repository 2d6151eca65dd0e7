import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingNodeFlags, NODE_FLAGS } from './node-flags';

const repo = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');
const startScript = (file: string) => (JSON.parse(read(file)) as { scripts: { start: string } }).scripts.start;

describe('the node flags the server is launched with', () => {
  // NODE_OPTIONS refuses the first flag, so each launch line must carry them itself.
  it.each([
    ['npm start', startScript('package.json')],
    ["apps/server's npm start", startScript('apps/server/package.json')],
    ["the deploy guide's ExecStart", /^ExecStart=.*$/m.exec(read('docs/deploy.md'))?.[0] ?? ''],
    [
      "the deploy guide's npm ci --omit=dev recipe",
      /^node_modules\/\.bin\/node .*dist\/server\.js$/m.exec(read('docs/deploy.md'))?.[0] ?? '',
    ],
  ])('should be on the command line of %s', (_where, line) => {
    expect(line).toMatch(/server\.js/);
    expect(missingNodeFlags(line.split(/\s+/))).toEqual([]);
  });

  it('should name what is missing from a bare command line', () => {
    expect(missingNodeFlags(['--enable-source-maps'])).toEqual([...NODE_FLAGS]);
  });
});

import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const migrations = path.join(serverDir, 'src/db/migrations');

describe('Migrations', () => {
  const scratch = mkdtemp(path.join(tmpdir(), 'stringer-migrations-'));
  afterAll(async () => rm(await scratch, { recursive: true, force: true }));

  it('should hold every change of the Drizzle schema (drizzle-kit generates nothing new)', async () => {
    const out = path.join(await scratch, 'migrations');
    await cp(migrations, out, { recursive: true });
    // drizzle-kit reads --out relative to where it runs.
    await promisify(execFile)(
      path.join(serverDir, '../../node_modules/.bin/drizzle-kit'),
      [
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        './src/db/schema/index.ts',
        '--out',
        path.relative(serverDir, out),
      ],
      { cwd: serverDir },
    );
    const journal = (dir: string) => readFile(path.join(dir, 'meta/_journal.json'), 'utf8');
    expect(
      { files: await readdir(out), journal: await journal(out) },
      'src/db/schema changed without a migration: run npm run db:generate -w @stringer/server and commit it',
    ).toEqual({ files: await readdir(migrations), journal: await journal(migrations) });
  }, 60_000);
});

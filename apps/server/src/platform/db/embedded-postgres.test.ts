import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres';

const quiet = { info() {}, debug() {}, warn() {} };

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  let dir: string;
  let db: EmbeddedDatabase;

  beforeAll(async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'stringer-embedded-'));
    // mkdtemp makes it private to root; the postgres user must be able to enter it.
    await chmod(parent, 0o755);
    dir = path.join(parent, 'pg');
    db = await startEmbeddedPostgres(dir, quiet);
  }, 120_000);
  afterAll(() => db.stop());

  it('should serve a UTF-8 database on loopback', async () => {
    const [row] = await query(db.url, "SELECT current_setting('server_encoding') AS enc, '中文'::text AS zh");
    expect(row).toEqual({ enc: 'UTF8', zh: '中文' });
    expect(new URL(db.url).hostname).toBe('127.0.0.1');
  });

  it('should run as the postgres user when started by root', async () => {
    const pid = (await readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0] as string;
    const owner = execFileSync('ps', ['-o', 'user=', '-p', pid], { encoding: 'utf8' }).trim();
    expect(owner).toBe(userInfo().uid === 0 ? 'postgres' : userInfo().username);
  });

  it('should attach to the running cluster instead of starting a second, and leave it running', async () => {
    const second = await startEmbeddedPostgres(dir, quiet);
    expect(second.url).toBe(db.url);
    await second.stop();
    expect(await query(db.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('should keep data across a restart, on the same port, and start after a crash left a stale pid file', async () => {
    await query(db.url, 'CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$still here$$)');
    const before = db.url;
    await db.stop();
    // What a killed server leaves behind: a pid file naming a process that no longer exists.
    await writeFile(path.join(dir, 'postmaster.pid'), `999999\n${dir}\n0\n5432\n\n127.0.0.1\n`);
    db = await startEmbeddedPostgres(dir, quiet);
    expect(await query(db.url, 'SELECT v FROM kept')).toEqual([{ v: 'still here' }]);
    // A worker attached to the old URL connects again to the new server.
    expect(db.url).toBe(before);
  }, 60_000);

  it('should start PostgreSQL again, on the same port, when its process is killed', async () => {
    const postmaster = async () => Number((await readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const killed = await postmaster();
    process.kill(killed, 'SIGKILL');
    await vi.waitFor(
      async () => {
        expect(await postmaster()).not.toBe(killed);
        expect(await query(db.url, 'SELECT v FROM kept')).toEqual([{ v: 'still here' }]);
      },
      { timeout: 30_000, interval: 100 },
    );
  }, 40_000);
});

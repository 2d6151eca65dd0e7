import { execFileSync } from 'node:child_process';
import { constants, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { platform, userInfo } from 'node:os';
import path from 'node:path';

/**
 * Run as root, the embedded PostgreSQL runs as a `postgres` system user (PostgreSQL refuses root),
 * which may not reach what root can: a checkout in /root or a `mktemp -d` (docs/decisions/0076).
 */

export interface Binaries {
  initdb: string;
  postgres: string;
}

export interface RunAs {
  uid?: number;
  gid?: number;
}

interface Logger {
  info(msg: string): void;
}

const SYSTEM_USER = 'postgres';

/** The ids to run PostgreSQL as: none unless root, else the system user's (created if missing). */
export async function postgresUser(): Promise<RunAs> {
  if (platform() === 'win32' || userInfo().uid !== 0) return {};
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', SYSTEM_USER], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', SYSTEM_USER], { encoding: 'utf8' })),
  });
  try {
    return lookup();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', SYSTEM_USER]);
    return lookup();
  }
}

/** Where clusters go whose DATA_DIR the postgres user cannot enter, with the binaries they run. */
const OUTSIDE = '/var/lib/stringer-postgres';

/** The nearest folder, from `p` up, that users other than its owner cannot enter. */
async function closedFolder(p: string): Promise<string | undefined> {
  for (; p !== path.dirname(p); p = path.dirname(p)) {
    if (((await fs.stat(p)).mode & constants.S_IXOTH) === 0) return p;
  }
  return undefined;
}

/**
 * The cluster `dir` as the postgres user reaches it. Inside a folder it cannot enter (root's
 * checkout in /root or a `mktemp -d`, with the default DATA_DIR), the cluster is a folder of its
 * own under OUTSIDE, and `dir` a link to it: other processes find it there, and a DATA_DIR
 * deleted to start afresh takes the link (and the password) with it (docs/decisions/0076).
 */
export async function clusterItCanEnter(dir: string, log: Logger): Promise<string> {
  const closed = await closedFolder(path.dirname(dir));
  if (!closed) return dir;
  const linked = await fs.readlink(dir).catch(() => undefined);
  if (linked) return path.resolve(path.dirname(dir), linked);
  if (existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new Error(
      `Run as root, the embedded PostgreSQL runs as the "postgres" user, which cannot enter ${closed}, ` +
        `where the cluster ${dir} is. Move ${path.dirname(dir)} out of it and set DATA_DIR to its new place ` +
        '(e.g. /var/lib/stringer), or set DATABASE_URL.',
    );
  }
  // Empty, or an initdb that never finished (what a start refused before this left).
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(OUTSIDE, { recursive: true });
  const cluster = await fs.mkdtemp(path.join(OUTSIDE, 'pg-'));
  await fs.symlink(cluster, dir);
  log.info(
    `the postgres user cannot enter ${closed}: the embedded PostgreSQL cluster is ${cluster}, linked from ${dir}`,
  );
  return cluster;
}

/**
 * The binaries as the postgres user can run them: where npm put them, or, inside a folder it
 * cannot enter, a copy beside the cluster made once per package version (~60 MB, ~0.3 s).
 */
export async function binariesItCanRun(bin: Binaries, cluster: string, log: Logger): Promise<Binaries> {
  const native = path.dirname(path.dirname(bin.postgres));
  if (!(await closedFolder(native))) return bin;
  const { version } = JSON.parse(await fs.readFile(path.join(native, '..', 'package.json'), 'utf8'));
  const copy = path.join(path.dirname(cluster), 'postgres-binaries', version);
  if (!existsSync(copy)) {
    log.info(`the postgres user cannot enter ${native}: copying PostgreSQL's binaries to ${copy}`);
    await fs.mkdir(path.dirname(copy), { recursive: true });
    // Copied aside and renamed whole: a copy cut short is never run.
    const partial = await fs.mkdtemp(`${copy}.partial-`);
    await fs.cp(native, partial, { recursive: true, verbatimSymlinks: true });
    await fs.chmod(partial, 0o755);
    await fs.rename(partial, copy).catch(async (err) => {
      await fs.rm(partial, { recursive: true, force: true });
      // Else a process starting beside this one renamed its copy first.
      if (!existsSync(copy)) throw err;
    });
  }
  const inCopy = (file: string) => path.join(copy, path.relative(native, file));
  return { initdb: inCopy(bin.initdb), postgres: inCopy(bin.postgres) };
}

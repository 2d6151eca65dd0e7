import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { NODE_FLAGS } from '@stringer/server/src/platform/node-flags';

/** The repository this package sits in: where the compiled server is built. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface RunningProcess {
  child: ChildProcess;
  /** Everything it logged so far (up to when it was ready, without `keepLog`). */
  log(): string;
}

export interface RunningServer extends RunningProcess {
  baseUrl: string;
}

interface Launch<T> {
  cwd: string;
  env: Record<string, string>;
  /** What its stdout says once it is ready, or `undefined` while it has not said it yet. */
  ready: (log: string) => T | undefined;
  /** Each piece of stdout as it comes (a bench's log file). */
  onOutput?: (chunk: Buffer, child: ChildProcess) => void;
  /** Keep its stdout once it is ready (default): a bench's server under load would pile it up. */
  keepLog?: boolean;
}

/**
 * The one process starter of the tests and benches: runs `command`, resolves once `ready` finds
 * what it waits for in the process's stdout, rejects with the log if it exits first.
 */
export function startProcess<T extends object>(
  command: string,
  args: string[],
  { cwd, env, ready, onOutput, keepLog = true }: Launch<T>,
): Promise<RunningProcess & T> {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let log = '';
    let found: T | undefined;
    child.stdout?.on('data', (chunk: Buffer) => {
      onOutput?.(chunk, child);
      if (found && !keepLog) return;
      log += chunk.toString();
      if (found) return;
      found = ready(log);
      if (found) resolve({ child, log: () => log, ...found });
    });
    child.once('exit', (code, signal) => reject(new Error(`${args.at(-1)} exited with ${code ?? signal}:\n${log}`)));
  });
}

/**
 * One compiled entry point of `root` (`apps/server/dist/<entry>`), on the Node that tree
 * installed and with the node flags, as `npm start` and `npm run worker` launch them.
 */
function startCompiled<T extends object>(
  entry: string,
  env: Record<string, string>,
  root: string,
  ready: Launch<T>['ready'],
) {
  return startProcess(
    path.join(root, 'node_modules/.bin/node'),
    [...NODE_FLAGS, path.join(root, 'apps/server/dist', entry)],
    {
      cwd: root,
      env: { LOG_LEVEL: 'info', ...env },
      ready,
    },
  );
}

/**
 * The compiled server, as `npm start` runs it (`node scripts/build.mjs --changed` must have
 * built it), on `PORT` (0: any free one). `root` is the tree to run it from: a deployed copy, say,
 * on the Node that tree installed (the `node` package, docs/decisions/0039).
 */
export function startServer(env: Record<string, string>, root = repoRoot): Promise<RunningServer> {
  return startCompiled('server.js', { PORT: '0', TRUST_PROXY: 'true', ...env }, root, (log) => {
    const baseUrl = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log)?.[1];
    return baseUrl ? { baseUrl } : undefined;
  });
}

/**
 * The compiled rendition worker, as `npm run worker` runs it (dist/worker.js): resolves once it
 * logs `worker started`, its queues taken up.
 */
export function startWorker(env: Record<string, string>, root = repoRoot): Promise<RunningProcess> {
  return startCompiled('worker.js', env, root, (log) => (/"msg":"worker started"/.test(log) ? {} : undefined));
}

/** Stops a process (SIGTERM: a server finishes what is under way) and waits for its exit. */
export function stopProcess({ child }: { child: ChildProcess }, signal: NodeJS.Signals = 'SIGTERM') {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(null);
    child.once('exit', resolve);
    child.kill(signal);
  });
}

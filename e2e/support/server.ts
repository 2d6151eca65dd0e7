import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { NODE_FLAGS } from '../../apps/server/src/platform/node-flags';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningProcess {
  child: ChildProcess;
  /** Everything it logged so far. */
  log(): string;
}

export interface RunningServer extends RunningProcess {
  baseUrl: string;
}

/**
 * One compiled entry point of `root` (`apps/server/dist/<entry>`), on the Node that tree
 * installed and with the node flags, as `npm start` and `npm run worker` launch them; resolves
 * once `ready` finds what it waits for in the process's stdout, rejects if it exits first.
 */
function startCompiled<T extends object>(
  entry: string,
  env: Record<string, string>,
  root: string,
  ready: (log: string) => T | undefined,
): Promise<RunningProcess & T> {
  const node = path.join(root, 'node_modules/.bin/node');
  const child = spawn(node, [...NODE_FLAGS, path.join(root, 'apps/server/dist', entry)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const found = ready(log);
      if (found) resolve({ child, log: () => log, ...found });
    });
    child.once('exit', (code, signal) => reject(new Error(`${entry} exited with ${code ?? signal}:\n${log}`)));
  });
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

/** Stops a server or a worker (SIGTERM: it finishes what is under way) and waits for its exit. */
export function stopServer({ child }: RunningProcess, signal: NodeJS.Signals = 'SIGTERM') {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(null);
    child.once('exit', resolve);
    child.kill(signal);
  });
}

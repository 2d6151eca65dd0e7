import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { NODE_FLAGS } from '../../apps/server/src/platform/node-flags';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  /** Everything it logged so far. */
  log(): string;
}

/**
 * The compiled server, as `npm start` runs it (`node scripts/build.mjs --changed` must have
 * built it), on `PORT` (0: any free one). `root` is the tree to run it from: a deployed copy, say,
 * on the Node that tree installed (the `node` package, docs/decisions/0039).
 */
export function startServer(env: Record<string, string>, root = repoRoot): Promise<RunningServer> {
  const node = path.join(root, 'node_modules/.bin/node');
  const child = spawn(node, [...NODE_FLAGS, path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', TRUST_PROXY: 'true', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log)?.[1];
      if (url) resolve({ child, baseUrl: url, log: () => log });
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${log}`)));
  });
}

export function stopServer({ child }: RunningServer, signal: NodeJS.Signals = 'SIGTERM') {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(null);
    child.once('exit', resolve);
    child.kill(signal);
  });
}

import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
}

/** The real server, as `npm start` runs it (the web app must be built), on `port` (0: any free one). */
export function startServer(
  env: { DATABASE_URL: string; DATA_DIR: string } & Record<string, string>,
): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', TRUST_PROXY: 'true', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log)?.[1];
      if (url) resolve({ child, baseUrl: url });
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${log}`)));
  });
}

export function stopServer({ child }: RunningServer, signal: NodeJS.Signals = 'SIGTERM') {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(null);
    child.once('exit', resolve);
    child.kill(signal);
  });
}

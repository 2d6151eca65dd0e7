import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { vi } from 'vitest';
import { freePort } from '../../apps/server/src/platform/db/embedded-postgres';

/** The OS package's nginx, if installed (Debian puts it in /usr/sbin, often not on a user's PATH). */
export function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export interface Nginx {
  base: string;
  /** The access log's lines: method, URI, status, the instance that answered. */
  requests(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * nginx as this test's own process: a config in `dir` (prefix, pid, logs and temp files there too)
 * balancing `upstreams` with the checked-in location settings of docs/deploy.md.
 */
export async function startNginx(binary: string, dir: string, upstreams: string[]): Promise<Nginx> {
  const port = await freePort();
  const location = path.resolve(import.meta.dirname, '../nginx/stringer-location.conf');
  await mkdir(path.join(dir, 'temp'), { recursive: true });
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${dir}/temp/${kind};`)
    .join('\n  ');
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  ${temp}
  log_format upstream '$request_method $uri $status $upstream_addr';
  access_log ${dir}/access.log upstream;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream stringer {
    ip_hash;
    ${upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=30s;`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      include ${location};
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitForPort(port, child);
  return {
    base: `http://127.0.0.1:${port}`,
    requests: async () => (await readFile(path.join(dir, 'access.log'), 'utf8')).split('\n').filter(Boolean),
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

function waitForPort(port: number, child: ChildProcess) {
  const open = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true));
      socket.on('error', () => resolve(false));
    });
  return vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
      if (!(await open())) throw new Error('nginx did not listen');
    },
    { timeout: 5_000, interval: 50 },
  );
}

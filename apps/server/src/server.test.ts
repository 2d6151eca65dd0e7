import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The real entry point, as `npm start` runs it: its own embedded PostgreSQL, then a signal. */
describe('server.ts', () => {
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill('SIGKILL');
  });

  function start(dataDir: string) {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, 'server.ts')], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    const listening = new Promise<string>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log)?.[1];
        if (url) resolve(url);
      });
      child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${log}`)));
    });
    return { child, listening, log: () => log };
  }

  it('should start on an empty DATA_DIR, serve the API, and close cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'stringer-server-'));
    await chmod(dataDir, 0o755);
    const run = start(dataDir);
    server = run.child;
    const base = await run.listening;
    const res = await fetch(`${base}/api/area/countries`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { list: unknown[] } }).data.list.length).toBeGreaterThan(200);

    const pid = (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0] as string;
    const exitCode = new Promise((resolve) => run.child.once('exit', resolve));
    run.child.kill('SIGTERM');
    expect(await exitCode).toBe(0);
    expect(run.log()).not.toMatch(/"level":50/);
    // Started as tsx runs it, without the launch lines' node flags: the log says so.
    expect(run.log()).toMatch(
      /"missing":\["--initial-old-space-size=64","--max-semi-space-size=4"\].*started without these flags/,
    );
    // The embedded PostgreSQL went down with it.
    expect(() => execFileSync('kill', ['-0', pid], { stdio: 'ignore' })).toThrow();
  }, 120_000);
});

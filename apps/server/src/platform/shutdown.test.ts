import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A process that closes with closeOnSignal, then leaves one rejection uncaught of each kind it is
 * told: "unreachable" (the database away) and "bug". It logs "closed" when its close runs.
 */
function run(rejections: string[]) {
  const shutdown = path.resolve(import.meta.dirname, 'shutdown.ts');
  const script = `
    import { closeOnSignal } from ${JSON.stringify(shutdown)};
    const say = (level) => (obj, msg) => console.log(level, typeof obj === 'string' ? obj : msg);
    const log = { info: say('info'), warn: say('warn'), error: say('error') };
    closeOnSignal({ delay: 5000, log, saying: 'closing', close: async () => console.log('closed') });
    setInterval(() => {}, 1000);
    const errors = {
      unreachable: () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      bug: () => new TypeError('x is not a function'),
    };
    for (const kind of ${JSON.stringify(rejections)}) Promise.reject(errors[kind]());
    setTimeout(() => { console.log('still running'); process.kill(process.pid, 'SIGTERM'); }, 500);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, out })),
  );
}

describe('closeOnSignal', () => {
  it('should log the database being unreachable and carry on, then close on SIGTERM with 0', async () => {
    const { code, out } = await run(['unreachable', 'unreachable']);
    expect(out).toContain('still running');
    expect(out).toContain('SIGTERM received: closing');
    expect(out).toContain('closed');
    expect(out).not.toContain('second error');
    expect(code).toBe(0);
  });

  it('should close after any other error, once, and exit 1', async () => {
    const { code, out } = await run(['bug', 'bug']);
    expect(out).toContain('closing after an error');
    expect(out).not.toContain('still running');
    expect(out.match(/^closed$/gm)).toHaveLength(1);
    expect(code).toBe(1);
  });
});

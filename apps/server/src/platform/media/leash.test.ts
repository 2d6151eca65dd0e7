import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { isDead } from '../../../test/worker-process';
import { killOrphans, OWNER_ENV, spawnTied, tiedTo } from './leash';

const idle = ['-e', 'setInterval(() => {}, 1000)'];
const started: number[] = [];
const startMarked = (owner: number) => {
  const child = spawn(process.execPath, idle, { stdio: 'ignore', env: { ...process.env, [OWNER_ENV]: String(owner) } });
  started.push(child.pid as number);
  return child.pid as number;
};

afterAll(() => {
  for (const pid of started) if (!isDead(pid)) process.kill(pid, 'SIGKILL');
});

describe('killOrphans', () => {
  it('should kill a marked process whose starter is gone, and leave one whose starter is its parent', async () => {
    // Marked by a process that is not its parent: what a killed worker's ffmpeg looks like once adopted.
    const orphan = startMarked(process.pid + 1_000_000);
    const ours = startMarked(process.pid);
    const unmarked = spawn(process.execPath, idle, { stdio: 'ignore' }).pid as number;
    started.push(unmarked);

    expect(killOrphans()).toBeGreaterThanOrEqual(1);
    await vi.waitFor(() => expect(isDead(orphan)).toBe(true));
    expect(isDead(ours)).toBe(false);
    expect(isDead(unmarked)).toBe(false);
  });

  it('should leave a marked process started through a wrapper script (its starter a grandparent)', async () => {
    // FFMPEG_PATH may name a script that runs ffmpeg as its own child, as the stall tests' does.
    const wrapper = spawn('/bin/sh', ['-c', `"${process.execPath}" -e 'setInterval(() => {}, 1000)' & wait`], {
      stdio: 'ignore',
      env: { ...process.env, [OWNER_ENV]: String(process.pid) },
    });
    started.push(wrapper.pid as number);
    const grandchild = await vi.waitFor(() => {
      const pid = readFileSync(`/proc/${wrapper.pid}/task/${wrapper.pid}/children`, 'utf8').trim();
      expect(pid).not.toBe('');
      return Number(pid);
    });
    started.push(grandchild);
    killOrphans();
    expect(isDead(grandchild)).toBe(false);
  });
});

describe('tiedTo', () => {
  it('should kill the media runs of a job once its signal aborts (the job taken up again elsewhere)', async () => {
    const lost = new AbortController();
    const child = await tiedTo(lost.signal, async () => spawnTied([process.execPath, ...idle]));
    started.push(child.pid as number);
    const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    lost.abort();
    expect(await exited).toBe('SIGKILL');
  });
});

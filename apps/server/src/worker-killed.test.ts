import { RENDITION_PARTS } from '@stringer/shared/schemas/files';
import { makeVideo } from '@stringer/test-support/media';
import { type RunningProcess, stopProcess } from '@stringer/test-support/processes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ffmpegChildrenOf,
  isDead,
  mediaProcessesOf,
  startSourceWorker,
  type WorkerBench,
  workerBench,
} from '../test/worker-process';

let bench: WorkerBench;
const workers: RunningProcess[] = [];
const start = async () => {
  const worker = await startSourceWorker({ DATABASE_URL: bench.t.url, DATA_DIR: bench.t.dataDir, TMPDIR: bench.tmp });
  workers.push(worker);
  return worker;
};

beforeAll(async () => {
  bench = await workerBench();
}, 120_000);

afterAll(async () => {
  await Promise.all(workers.map((w) => stopProcess(w)));
  await bench?.close();
});

describe('a worker killed (-9) mid-transcode', () => {
  it('should leave no ffmpeg and no work folder behind, and its job should complete once on the next worker', async () => {
    const first = await start();
    const pid = first.child.pid as number;
    const fileId = await bench.upload(makeVideo('killed.mp4', 12, '640x360'));
    await vi.waitFor(() => expect(ffmpegChildrenOf(pid)).not.toEqual([]), { timeout: 30_000, interval: 50 });

    // Stopped first, so that it starts no other child between the listing and the kill.
    process.kill(pid, 'SIGSTOP');
    const running = ffmpegChildrenOf(pid);
    const folders = bench.workFolders();
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    process.kill(pid, 'SIGKILL');
    await exited;
    expect(running).not.toEqual([]);
    expect(folders).toHaveLength(1);
    expect(folders[0]).toContain(`-${pid}-`);

    // The next worker's start sweeps what is left, at the latest (on Linux the kernel killed it already).
    await start();
    expect(running.filter((child) => !isDead(child))).toEqual([]);
    expect(mediaProcessesOf(pid)).toEqual([]);
    expect(bench.workFolders().filter((name) => name.includes(`-${pid}-`))).toEqual([]);

    // The lost heartbeat hands the step to the new worker, which makes it once.
    await vi.waitFor(async () => expect((await bench.renditionOf(fileId)).state).toBe('ready'), {
      timeout: 100_000,
      interval: 500,
    });
    // pg-boss records the ladder's completion a moment after the step wrote "ready".
    const jobs = await vi.waitFor(
      async () => {
        const all = await bench.jobsOf(fileId);
        expect(all.map(({ step, state }) => ({ step, state }))).toEqual([
          { step: 'first', state: 'completed' },
          { step: 'ladder', state: 'completed' },
        ]);
        return all;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(jobs.reduce((retries, job) => retries + job.retryCount, 0)).toBe(1);
    expect(await bench.partsOf(fileId)).toEqual([...RENDITION_PARTS].sort());
    expect(bench.workFolders()).toEqual([]);
  }, 150_000);
});

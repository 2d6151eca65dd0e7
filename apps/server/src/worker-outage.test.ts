import { RENDITION_PARTS } from '@stringer/shared/schemas/files';
import { makeVideo } from '@stringer/test-support/media';
import { type RunningProcess, stopProcess } from '@stringer/test-support/processes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { ffmpegChildrenOf, startSourceWorker, type WorkerBench, workerBench } from '../test/worker-process';

let proxy: TcpProxy;
let bench: WorkerBench;
let worker: RunningProcess;

beforeAll(async () => {
  bench = await workerBench();
  const direct = new URL(bench.t.url);
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  // The worker reaches PostgreSQL only through the relay; the app and the test's SQL go direct.
  const viaProxy = new URL(bench.t.url);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  worker = await startSourceWorker({ DATABASE_URL: viaProxy.toString(), DATA_DIR: bench.t.dataDir, TMPDIR: bench.tmp });
}, 120_000);

afterAll(async () => {
  proxy?.restore();
  if (worker) await stopProcess(worker);
  await bench?.close();
  await proxy?.close();
});

describe('a worker whose PostgreSQL goes away mid-job', () => {
  it('should keep running, wait for the database, and finish each step once when it is back', async () => {
    const fileId = await bench.upload(makeVideo('outage.mp4', 8, '640x360'));
    const pid = worker.child.pid as number;
    // A step under way: one of its ffmpeg runs is going.
    await vi.waitFor(() => expect(ffmpegChildrenOf(pid)).not.toEqual([]), { timeout: 30_000, interval: 50 });

    proxy.cut();
    // Away long enough for the worker to notice (its 5 s heartbeat fails) and for the step to
    // reach a write: its ffmpeg done, it waits for the database rather than running on.
    await vi.waitFor(() => expect(worker.log()).toContain('heartbeat not written'), { timeout: 15_000, interval: 100 });
    await vi.waitFor(() => expect(ffmpegChildrenOf(pid)).toEqual([]), { timeout: 30_000, interval: 100 });
    proxy.restore();

    await vi.waitFor(async () => expect((await bench.renditionOf(fileId)).state).toBe('ready'), {
      timeout: 60_000,
      interval: 250,
    });
    expect(worker.child.exitCode).toBeNull();
    expect(worker.log()).not.toMatch(/closing after an error|second error/);
    // Neither step failed nor ran again: each completed at its first attempt (pg-boss records the
    // ladder's completion a moment after the step wrote "ready").
    await vi.waitFor(
      async () =>
        expect(await bench.jobsOf(fileId)).toEqual([
          { step: 'first', state: 'completed', retryCount: 0 },
          { step: 'ladder', state: 'completed', retryCount: 0 },
        ]),
      { timeout: 10_000, interval: 100 },
    );
    expect(await bench.partsOf(fileId)).toEqual([...RENDITION_PARTS].sort());
    expect(bench.workFolders()).toEqual([]);
  }, 120_000);
});

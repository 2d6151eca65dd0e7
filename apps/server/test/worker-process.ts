import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { logIn, signUp } from '@stringer/test-support/accounts';
import { type RunningProcess, startProcess } from '@stringer/test-support/processes';
import { tusSend } from '@stringer/test-support/uploads';
import { FIRST_QUEUE, RENDITIONS_QUEUE } from '../src/modules/renditions/renditions.service';
import { OWNER_ENV } from '../src/platform/media/leash';
import { createTestApp } from './test-app';

export const WORK_PREFIX = 'stringer-renditions-';

/**
 * `npm run worker` from the source (tsx), in a process of its own: what a test can cut off from
 * its database or kill -9. Resolves once it logs `worker started`.
 */
export function startSourceWorker(env: Record<string, string>): Promise<RunningProcess> {
  return startProcess(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../src/worker.ts')], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { LOG_LEVEL: 'info', WORKER_CONCURRENCY: '1', ...env },
    ready: (log) => (/"msg":"worker started"/.test(log) ? {} : undefined),
  });
}

/** Gone, or a zombie nobody reaped yet: either way it runs no more. */
export function isDead(pid: number) {
  try {
    return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** Live processes (ffmpeg, ffprobe) whose environment names `owner` as the process that started them. */
export function mediaProcessesOf(owner: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(`${OWNER_ENV}=${owner}`);
      } catch {
        return false;
      }
    })
    .filter((pid) => !isDead(pid));
}

/** Process ids of ffmpeg runs that are children of `pid` (`nice` and `setpriv` exec it: the child is ffmpeg). */
export function ffmpegChildrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((child) => {
      try {
        const stat = readFileSync(`/proc/${child}/stat`, 'utf8');
        const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
        return ppid === String(pid) && stat.includes('(ffmpeg)') && !isDead(Number(child));
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The server's side of a worker test: an app that takes uploads and renders nothing (WEB_WORKER=false), a creator, and a TMPDIR for the workers. */
export async function workerBench(options: Parameters<typeof createTestApp>[1] = {}) {
  const t = await createTestApp({ WEB_WORKER: 'false' }, options);
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const token = await logIn(t.app, (await signUp(t.app)).mail);
  const tmp = await mkdtemp(path.join(tmpdir(), 'stringer-worker-tmp-'));
  return {
    t,
    tmp,
    upload: async (bytes: Buffer) =>
      (await tusSend(base, token, bytes, { kind: 'video', filename: 'a.mp4', chunkSize: 4 << 20 })).fileId,
    /** The renditions' jobs for one video (both lanes), oldest first. */
    jobsOf: async (fileId: string) =>
      (
        await t.sql.query(
          `SELECT data->>'step' AS step, state, retry_count AS "retryCount" FROM pgboss.job
            WHERE name IN ($1, $2) AND data->>'fileId' = $3 ORDER BY created_on`,
          [FIRST_QUEUE, RENDITIONS_QUEUE, fileId],
        )
      ).rows as { step: string; state: string; retryCount: number }[],
    /**
     * The parts a video's renditions list, in name order: the first stream and the poster are made
     * side by side, so either may be listed first.
     */
    partsOf: async (fileId: string) =>
      (
        (await t.sql.query('SELECT rendition_parts AS parts FROM files WHERE id = $1', [fileId])).rows[0]?.parts as
          | string[]
          | undefined
      )?.sort(),
    renditionOf: async (fileId: string) =>
      (
        await t.sql.query('SELECT rendition_state AS state, rendition_parts AS parts FROM files WHERE id = $1', [
          fileId,
        ])
      ).rows[0] as { state: string | null; parts: string[] | null },
    workFolders: () => readdirSync(tmp).filter((name) => name.startsWith(WORK_PREFIX)),
    async close() {
      await t.close();
      await rm(tmp, { recursive: true, force: true });
    },
  };
}

export type WorkerBench = Awaited<ReturnType<typeof workerBench>>;

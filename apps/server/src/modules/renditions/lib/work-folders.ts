import { rmSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const WORK_PREFIX = 'stringer-renditions-';
/** No step runs longer than its job may (expireInSeconds): an older folder's process is gone. */
const ABANDONED_AFTER_MS = 6 * 3_600_000;
/** This process's step folders, removed on the way out should their steps not get to it. */
const working = new Set<string>();

/** The pid in `stringer-renditions-<file id>-<pid>-<random>`: the process that made the folder. */
const madeBy = (name: string) => Number(/-(\d+)-[^-]+$/.exec(name)?.[1]);

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as { code?: string }).code === 'EPERM';
  }
};

function removeWorkOnExit() {
  for (const folder of working) rmSync(folder, { recursive: true, force: true });
}

/** A temporary folder for one step of one video, named by this process and removed after `work`, or as the process exits. */
export async function withWorkFolder<T>(fileId: string, work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), `${WORK_PREFIX}${fileId}-${process.pid}-`));
  if (working.size === 0) process.on('exit', removeWorkOnExit);
  working.add(folder);
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
    working.delete(folder);
    if (working.size === 0) process.off('exit', removeWorkOnExit);
  }
}

/**
 * Removes the step folders of processes that died (a worker's kill -9), half-made files and all:
 * a folder is stale once the process it names is gone, or, named by a pid since reused (or by
 * none, made before folders carried one), once older than any step.
 */
export async function removeAbandonedWork() {
  const now = Date.now();
  for (const name of await readdir(tmpdir()).catch(() => [])) {
    if (!name.startsWith(WORK_PREFIX)) continue;
    const folder = path.join(tmpdir(), name);
    const pid = madeBy(name);
    const { mtimeMs } = await stat(folder).catch(() => ({ mtimeMs: now }));
    const ownerGone = Number.isInteger(pid) && !isAlive(pid);
    if (ownerGone || now - mtimeMs > ABANDONED_AFTER_MS) await rm(folder, { recursive: true, force: true });
  }
}

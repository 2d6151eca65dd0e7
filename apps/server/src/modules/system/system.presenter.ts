import type {
  FailedJob,
  NamedQueue,
  SystemInstance,
  SystemOverview,
  SystemQueue,
} from '@stringer/shared/schemas/system';
import type { InstanceRow } from '../../db/schema';
import { BEAT_MS } from '../../platform/heartbeat';
import type { FailedJob as FailedJobRow } from '../../platform/jobs';
import type { QueueFigures } from '../../platform/metrics';
import type { BackupRun } from '../backup';

/** A queue with what it is for (wiring/queue-kinds.ts names the modules' queues). */
export type NameQueue = (queue: string) => NamedQueue;

/** Three beats missed: the process died, hangs, or cannot reach the database. */
const SILENT_MS = 3 * BEAT_MS;

export const presentInstance = (row: InstanceRow, now: number, namedQueue: NameQueue): SystemInstance => ({
  id: row.id,
  kind: row.kind,
  version: row.version,
  host: row.host,
  pid: row.pid,
  startedAt: row.startedAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  alive: now - row.lastSeenAt.getTime() < SILENT_MS,
  runs: row.runs.map(namedQueue),
  sockets: row.sockets,
});

export const presentQueue = (figures: QueueFigures, namedQueue: NameQueue): SystemQueue => ({
  ...figures,
  ...namedQueue(figures.queue),
});

export const presentFailedJob = (job: FailedJobRow, namedQueue: NameQueue): FailedJob => ({
  ...job,
  ...namedQueue(job.queue),
  createdAt: job.createdAt.toISOString(),
  failedAt: job.failedAt?.toISOString() ?? null,
});

export const presentBackup = (run: BackupRun | null): SystemOverview['lastBackup'] =>
  run && {
    ...run,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };

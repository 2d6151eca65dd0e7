import type { FailedJob, SystemInstance, SystemOverview, SystemQueue } from '@stringer/shared/schemas/system';
import type { InstanceRow } from '../../db/schema';
import { BEAT_MS } from '../../platform/heartbeat';
import type { FailedJob as FailedJobRow } from '../../platform/jobs';
import type { QueueFigures } from '../../platform/metrics';
import type { BackupRun } from '../backup/backup.repository';
import { namedQueue } from './queue-kinds';

/** Three beats missed: the process died, hangs, or cannot reach the database. */
const SILENT_MS = 3 * BEAT_MS;

export const presentInstance = (row: InstanceRow, now: number): SystemInstance => ({
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

export const presentQueue = (figures: QueueFigures): SystemQueue => ({ ...figures, ...namedQueue(figures.queue) });

export const presentFailedJob = (job: FailedJobRow): FailedJob => ({
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

import { z } from 'zod';

/**
 * The system page (`#/console/system`, admins): the whole install from the instances' heartbeats
 * and the job queues, read from the same figures /metrics gives for one instance.
 */
/**
 * What each job queue is for, by name on the system page (the console's `system.queueNames.<kind>`):
 * the queues' own names are code. Null for a queue the install does not know, such as another
 * program's on the same database, which is then shown by its own name.
 */
export const queueKinds = [
  'mail',
  'probe',
  'renditionsFirst',
  'renditions',
  'renditionsBackfill',
  'fingerprint',
  'fileCleanup',
  'notifications',
  'systemNotifications',
  'inboxPendingDue',
  'assignmentsDue',
  'housekeeping',
  'backup',
  'schedules',
] as const;
export type QueueKind = (typeof queueKinds)[number];
const queueKind = z.enum(queueKinds).nullable();

/** A queue by its name and what it is for. */
export const namedQueue = z.object({ queue: z.string(), kind: queueKind });
export type NamedQueue = z.infer<typeof namedQueue>;

export const systemInstance = z.object({
  id: z.string(),
  kind: z.enum(['web', 'worker']),
  version: z.string(),
  host: z.string(),
  pid: z.number(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  /** Beat within the last few seconds; a silent one died or cannot reach the database. */
  alive: z.boolean(),
  /** The job queues it runs. */
  runs: z.array(namedQueue),
  sockets: z.number(),
});
export type SystemInstance = z.infer<typeof systemInstance>;

export const systemQueue = namedQueue.extend({
  waiting: z.number(),
  running: z.number(),
  failed: z.number(),
  /** Seconds the oldest waiting job has waited; null when none waits. */
  oldestWaitS: z.number().nullable(),
});
export type SystemQueue = z.infer<typeof systemQueue>;

export const failedJob = namedQueue.extend({
  id: z.string(),
  error: z.string(),
  attempts: z.number(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJob>;

export const systemBackup = z.object({
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Null while it runs, or when its process died before saying how it went. */
  ok: z.boolean().nullable(),
  error: z.string().nullable(),
  target: z.string(),
  bytes: z.number().nullable(),
});

/** The disk DATA_DIR is on (the uploads, and the embedded PostgreSQL's cluster), as the answering instance sees it. */
export const systemDisk = z.object({
  path: z.string(),
  freeBytes: z.number(),
  totalBytes: z.number(),
  /** Free space below this is shown as a warning. */
  lowBelowBytes: z.number(),
  low: z.boolean(),
});
export type SystemDisk = z.infer<typeof systemDisk>;

/** The ffmpeg the answering instance opens videos with; version null when it could not be run. */
export const systemFfmpeg = z.object({
  path: z.string(),
  /** The first line of `ffmpeg -version`. */
  version: z.string().nullable(),
  /** FFMPEG_PATH, the system's, or the npm package's (old) build. */
  source: z.enum(['env', 'system', 'bundled']),
});
export type SystemFfmpeg = z.infer<typeof systemFfmpeg>;

export const systemOverview = z.object({
  versions: z.object({ app: z.string(), node: z.string(), postgres: z.string() }),
  ffmpeg: systemFfmpeg,
  /** Null when the disk could not be read. */
  disk: systemDisk.nullable(),
  instances: z.array(systemInstance),
  queues: z.array(systemQueue),
  /** The latest jobs given up on, newest first. */
  failedJobs: z.array(failedJob),
  storage: z.object({ originalsBytes: z.number(), renditionsBytes: z.number() }),
  /** Sockets connected to the instances alive. */
  sockets: z.number(),
  lastBackup: systemBackup.nullable(),
});
export type SystemOverview = z.infer<typeof systemOverview>;

export const retryJobBody = z.object({
  queue: z.string().trim().min(1, 'errors.required').max(100, 'errors.tooLong'),
  id: z.uuid('errors.invalidValue'),
});
export type RetryJobBody = z.infer<typeof retryJobBody>;

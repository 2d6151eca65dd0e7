import { z } from 'zod';

/**
 * The system page (`#/console/system`, admins): the whole install from the instances' heartbeats
 * and the job queues, read from the same figures /metrics gives for one instance.
 */
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
  runs: z.array(z.string()),
  sockets: z.number(),
});
export type SystemInstance = z.infer<typeof systemInstance>;

export const systemQueue = z.object({
  queue: z.string(),
  waiting: z.number(),
  running: z.number(),
  failed: z.number(),
  /** Seconds the oldest waiting job has waited; null when none waits. */
  oldestWaitS: z.number().nullable(),
});
export type SystemQueue = z.infer<typeof systemQueue>;

export const failedJob = z.object({
  id: z.string(),
  queue: z.string(),
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

export const systemOverview = z.object({
  versions: z.object({ app: z.string(), node: z.string(), postgres: z.string() }),
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

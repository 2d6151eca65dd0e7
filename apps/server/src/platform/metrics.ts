import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { RequestHistogram } from './request-histogram';

/**
 * This process's figures in the Prometheus text format (GET /metrics, metrics.routes.ts). Events
 * are counted where they happen, at no cost beyond an increment; what the process holds (sockets,
 * the pool, the queues) is read only when Prometheus scrapes, so no request pays a query for it.
 * See docs/decisions/0053.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'stringer_', eventLoopMonitoringPrecision: 20 });

const registers = [registry];
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const JOB_SECONDS = [0.05, 0.25, 1, 5, 15, 60, 300, 900, 3600, 6 * 3600];

/** Latency by route pattern (`/web/works/:id`, never the URL: ids would make a series each) and status. */
export const requestSeconds = new RequestHistogram(
  'stringer_http_request_duration_seconds',
  'HTTP requests answered, by method, route pattern and status, and how long they took',
  SECONDS,
  registers,
);

export const uploadsInProgress = new Gauge({
  name: 'stringer_uploads_in_progress',
  help: 'tus requests carrying bytes into this instance right now',
  registers,
});

export const uploadBytes = new Counter({
  name: 'stringer_upload_bytes_received_total',
  help: 'Upload bytes this instance received through tus',
  registers,
});

export const jobWaitSeconds = new Histogram({
  name: 'stringer_job_wait_seconds',
  help: 'From a job being queued to this process starting it, by queue',
  labelNames: ['queue'] as const,
  buckets: JOB_SECONDS,
  registers,
});

export const jobRunSeconds = new Histogram({
  name: 'stringer_job_run_seconds',
  help: 'How long this process ran a job, by queue and outcome (completed or failed)',
  labelNames: ['queue', 'outcome'] as const,
  buckets: JOB_SECONDS,
  registers,
});

export const transcodeRatio = new Histogram({
  name: 'stringer_transcode_seconds_per_source_minute',
  help: "Seconds of one renditions step (first: poster and preview; ladder: HLS) per minute of the source's length",
  labelNames: ['step'] as const,
  buckets: [1, 2, 5, 10, 20, 30, 60, 120, 300],
  registers,
});

export const mails = new Counter({
  name: 'stringer_mail_total',
  help: 'Mail this process handed to SMTP (or the dev mailbox), by outcome (sent or failed)',
  labelNames: ['outcome'] as const,
  registers,
});

/** What a scrape reads from the running parts; each app (and the worker) adds its own. */
export interface ScrapeSource {
  pool: { totalCount: number; idleCount: number; waitingCount: number };
  sockets?: () => number;
  /** The install's queues: counted once per scrape whoever reads them. */
  queues?: () => Promise<QueueFigures[]>;
}

export interface QueueFigures {
  queue: string;
  waiting: number;
  running: number;
  failed: number;
  oldestWaitS: number | null;
}

const sources = new Set<ScrapeSource>();

/** Adds a source to every scrape of this process; the returned function takes it away (on close). */
export function addScrapeSource(source: ScrapeSource) {
  sources.add(source);
  return () => {
    sources.delete(source);
  };
}

const sum = (read: (s: ScrapeSource) => number) => [...sources].reduce((total, s) => total + read(s), 0);

const scraped = (name: string, help: string, read: (s: ScrapeSource) => number) =>
  new Gauge({
    name,
    help,
    registers,
    collect() {
      this.set(sum(read));
    },
  });

scraped(
  'stringer_db_pool_in_use',
  'Database connections checked out of the pool',
  (s) => s.pool.totalCount - s.pool.idleCount,
);
scraped('stringer_db_pool_waiting', 'Queries waiting for a database connection', (s) => s.pool.waitingCount);
scraped('stringer_sockets_connected', 'Socket.IO clients connected to this instance', (s) => s.sockets?.() ?? 0);

let inFlight: Promise<QueueFigures[]> | undefined;
/** The queues read once per scrape: every queue family's collect shares the one read under way. */
function readQueues() {
  inFlight ??= (async () => (await [...sources].find((s) => s.queues)?.queues?.()) ?? [])().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

const jobGauge = (name: string, help: string, read: (q: QueueFigures) => number) =>
  new Gauge({
    name,
    help,
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      this.reset();
      for (const q of await readQueues()) this.set({ queue: q.queue }, read(q));
    },
  });
jobGauge('stringer_jobs_waiting', 'Jobs queued or waiting to retry, by queue (the whole install)', (q) => q.waiting);
jobGauge('stringer_jobs_running', 'Jobs running, by queue (the whole install)', (q) => q.running);
jobGauge('stringer_jobs_failed', 'Jobs given up on and still kept, by queue (the whole install)', (q) => q.failed);
jobGauge('stringer_jobs_oldest_wait_seconds', 'Age of the oldest waiting job, by queue', (q) => q.oldestWaitS ?? 0);

interface UploadStore {
  write(stream: never, id: string, offset: number): Promise<number>;
}

/**
 * The tus store, counting the bytes each append wrote and the appends under way. A view over the
 * store (its prototype) rather than a copy: everything else it does is the store's own.
 */
export function countingUploads<S extends UploadStore>(store: S): S {
  const counted = Object.create(store) as S;
  counted.write = async (stream, id, offset) => {
    uploadsInProgress.inc();
    try {
      const end = await store.write(stream, id, offset);
      uploadBytes.inc(Math.max(0, end - offset));
      return end;
    } finally {
      uploadsInProgress.dec();
    }
  };
  return counted;
}

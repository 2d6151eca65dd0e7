import pino from 'pino';
import { loadConfigOrExit } from './config';
import { scheduleFromConfig as scheduleBackups } from './modules/backup/lib/backup-setup';
import { createRenditionsService } from './modules/renditions/renditions.service';
import { createFingerprintsService } from './modules/verification-desk/fingerprints.service';
import { migrateDatabase, openDatabase, withStartupLock } from './platform/db/database';
import { startHeartbeat } from './platform/heartbeat';
import { startJobs } from './platform/jobs';
import { createMailer } from './platform/mail/mailer';
import { logBinaries } from './platform/media';
import { addScrapeSource } from './platform/metrics';
import { listenForScrapes } from './platform/metrics-endpoint';
import { runtimeMismatch } from './platform/runtime';
import { closeOnSignal } from './platform/shutdown';
import { createStorage } from './platform/storage';
import { auditRows, recordCreatorMove } from './wiring/collaborators';

/**
 * `npm run worker` (`node apps/server/dist/worker.js`): a process that makes videos' renditions
 * (and sends queued mail) and serves nothing. Any number of them, on any machines that share the
 * PostgreSQL and the store with the web instances: the job queue on PostgreSQL hands each job to
 * one of them. Progress reaches the owner's pages through NOTIFY (renditions.events.ts).
 */
const config = loadConfigOrExit();
const log = pino({ level: config.logLevel, base: { role: 'worker' } });
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: Math.max(4, config.workerConcurrency * 2),
  dataDir: config.dataDir,
  log,
});
await withStartupLock(database, () => migrateDatabase(database));
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, log });
const jobs = await startJobs({ databaseUrl: database.url, mailer, log });
const storage = await createStorage({
  dataDir: config.dataDir,
  s3: config.s3,
  redis: undefined,
  db: database.db,
  uploadExpiryMs: config.abandonedUploadMs,
});
await logBinaries(log);
const mismatch = runtimeMismatch();
if (mismatch) log.warn(mismatch);
// Each video's fingerprint (decision 0082), queued once its preview is whole.
const fingerprints = createFingerprintsService({ database, storage, jobs });
await fingerprints.start();
await createRenditionsService({
  database,
  storage,
  jobs,
  log,
  concurrency: config.workerConcurrency,
  policy: config.renditionPolicy,
  auditRows,
  recordCreatorMove,
  afterPreview: fingerprints.queue,
}).start();
await scheduleBackups(config, jobs, database);
const heartbeat = await startHeartbeat({ db: database.db, kind: 'worker', runs: jobs.working, log });
const removeSource = addScrapeSource({ pool: database.pool, queues: jobs.figures });
const scrapes =
  config.metricsToken && config.workerMetricsPort
    ? await listenForScrapes({ host: config.host, port: config.workerMetricsPort, token: config.metricsToken })
    : undefined;
log.info({ concurrency: config.workerConcurrency }, 'worker started');

closeOnSignal({
  delay: 30_000,
  log,
  saying: 'finishing the jobs under way',
  async close() {
    scrapes?.close();
    removeSource();
    await heartbeat.stop();
    await jobs.stop();
    mailer.close();
    await database.close();
  },
});

import formbody from '@fastify/formbody';
import type { Config } from '../config';
import { seedActivities } from '../modules/activities/activities.seed';
import { seedAreas } from '../modules/areas/areas.seed';
import { seedAgreements, seedDemoContent } from '../modules/content/content.seed';
import { seedTags } from '../modules/tags/tags.seed';
import { seedTasks } from '../modules/tasks/tasks.seed';
import { type Database, migrateDatabase, openConfiguredDatabase, withStartupLock } from '../platform/db/database';
import { registerHealth } from '../platform/health';
import { startJobs } from '../platform/jobs';
import { createMailer } from '../platform/mail/mailer';
import { registerOpenApi, requireResponses } from '../platform/openapi';
import { rateLimits } from '../platform/rate-limit';
import { createStorage } from '../platform/storage';
import { registerWebApp } from '../platform/web';
import type { Server } from './server';

/**
 * The backing services, migrated and seeded, each closed with the app; then what answers before
 * any module's route: the docs, the web app's files, the health probes, rate limits, form bodies.
 */
export async function startPlatform(app: Server, config: Config, opened?: Promise<Database>) {
  const database = await (opened ?? openConfiguredDatabase(config, app.log));
  // ioredis is loaded only when configured (~0.1 s at start); a CommonJS module, so its default
  // export is the class both in Node and in the bundle.
  const redis = config.redisUrl
    ? new (await import('ioredis')).default(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 })
    : undefined;
  // ioredis reconnects by itself; unheard, its errors would go to stderr unformatted.
  redis?.on('error', (err: Error) => app.log.warn(`redis: ${err.message}`));
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, log: app.log });
  try {
    await withStartupLock(database, async () => {
      await migrateDatabase(database);
      await seedReferenceData(database);
      if (config.seedDemo) await seedDemo(database);
    });
  } catch (err) {
    await database.close();
    redis?.disconnect();
    throw err;
  }
  const jobs = await startJobs({ databaseUrl: database.url, mailer, log: app.log });
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
    redis?.disconnect();
    await database.close();
  });

  const storage = await createStorage({
    dataDir: config.dataDir,
    s3: config.s3,
    redis,
    db: database.db,
    uploadExpiryMs: config.abandonedUploadMs,
  });
  await registerOpenApi(app);
  // The docs viewer and the built web app's files are public by nature, and no part of the
  // contract: registered before every other route is made to declare its responses and access.
  await registerWebApp(app, config.webDist);
  requireResponses(app);
  await registerHealth(app, { database, redis, bucket: config.s3 && storage, overload: config.overload });
  await app.register(rateLimits, { redis });
  await app.register(formbody);
  return { database, redis, mailer, jobs, storage };
}

export type Platform = Awaited<ReturnType<typeof startPlatform>>;

/** What every install needs, production included: regions, tags, the agreements sign-up links to. */
async function seedReferenceData(database: Database) {
  await seedAreas(database);
  await seedTags(database);
  await seedAgreements(database);
}

/** Something to try on a new install (SEED_DEMO): activities, tasks, banners, College articles. */
async function seedDemo(database: Database) {
  await seedActivities(database);
  await seedTasks(database);
  await seedDemoContent(database);
}

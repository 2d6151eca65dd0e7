import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { profileRoutes } from './modules/accounts/profile.routes';
import { createProfileService } from './modules/accounts/profile.service';
import { activitiesManagerRoutes } from './modules/activities/activities.manager.routes';
import { createActivitiesManager } from './modules/activities/activities.manager.service';
import { activitiesRoutes } from './modules/activities/activities.routes';
import { seedActivities } from './modules/activities/activities.seed';
import { createActivitiesService } from './modules/activities/activities.service';
import { areasRoutes } from './modules/areas/areas.routes';
import { seedAreas } from './modules/areas/areas.seed';
import { createAreasService } from './modules/areas/areas.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { forwardChanges } from './modules/audit/change-feed';
import { scheduleFromConfig as scheduleBackups } from './modules/backup/backup.setup';
import { certificationRoutes } from './modules/certification/certification.routes';
import { createCertificationService } from './modules/certification/certification.service';
import { cluesRoutes } from './modules/clues/clues.routes';
import { createCluesService } from './modules/clues/clues.service';
import { createAgreementsService } from './modules/content/agreements.service';
import { createArticlesManagerService } from './modules/content/articles-manager.service';
import { bannersManagerRoutes } from './modules/content/banners.manager.routes';
import { createBannersManager } from './modules/content/banners.manager.service';
import { contentRoutes } from './modules/content/content.routes';
import { seedAgreements, seedDemoContent } from './modules/content/content.seed';
import { createContentService } from './modules/content/content.service';
import { contentManagerRoutes } from './modules/content/content-manager.routes';
import { draftsRoutes } from './modules/drafts/drafts.routes';
import { createDraftsService } from './modules/drafts/drafts.service';
import { factorsManagerRoutes } from './modules/factors/factors.manager.routes';
import { createFactorsManager } from './modules/factors/factors.manager.service';
import { factorsRoutes } from './modules/factors/factors.routes';
import { createFactorsService } from './modules/factors/factors.service';
import { secondStep } from './modules/factors/second-step';
import { webauthnFor } from './modules/factors/webauthn';
import { filesRoutes } from './modules/files/files.routes';
import { createFilesService } from './modules/files/files.service';
import { googleRoutes } from './modules/google/google.routes';
import { createGoogleService } from './modules/google/google.service';
import { createHousekeeping } from './modules/housekeeping/housekeeping.service';
import { chatSignatures } from './modules/messages/chat-signature';
import { messagesRoutes, supportInboxRoutes } from './modules/messages/messages.routes';
import { createMessagesService } from './modules/messages/messages.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService, type NotificationsService } from './modules/notifications/notifications.service';
import { systemNotificationsRoutes } from './modules/notifications/system-notifications.routes';
import { createSystemNotificationsService } from './modules/notifications/system-notifications.service';
import { forwardRenditionEvents } from './modules/renditions/renditions.events';
import { renditionsRoutes } from './modules/renditions/renditions.routes';
import { renditionsReader } from './modules/renditions/renditions.serve';
import { createRenditionsService } from './modules/renditions/renditions.service';
import { rejectReasonsRoutes } from './modules/review/reject-reasons.routes';
import { createRejectReasonsService } from './modules/review/reject-reasons.service';
import { reviewRoutes } from './modules/review/review.routes';
import { createReviewService } from './modules/review/review.service';
import { createReviewDetailsService } from './modules/review/review-details.service';
import { rewardsRoutes } from './modules/rewards/rewards.routes';
import { createRewardsService } from './modules/rewards/rewards.service';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { createSessionsService } from './modules/sessions/sessions.service';
import { staffProfileRoutes } from './modules/staff/profile.routes';
import { createStaffProfileService } from './modules/staff/profile.service';
import { staffRoutes } from './modules/staff/staff.routes';
import { createStaffService } from './modules/staff/staff.service';
import { systemRoutes } from './modules/system/system.routes';
import { createSystemService } from './modules/system/system.service';
import { tagsRoutes } from './modules/tags/tags.routes';
import { seedTags } from './modules/tags/tags.seed';
import { createTagsService } from './modules/tags/tags.service';
import { tasksManagerRoutes } from './modules/tasks/tasks.manager.routes';
import { createTasksManager } from './modules/tasks/tasks.manager.service';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { seedTasks } from './modules/tasks/tasks.seed';
import { createTasksService } from './modules/tasks/tasks.service';
import { createVerificationService } from './modules/verification/verification.service';
import { publicWorksRoutes, worksRoutes } from './modules/works/works.routes';
import { createWorksService } from './modules/works/works.service';
import auth from './platform/auth';
import { type Database, migrateDatabase, openDatabase, withStartupLock } from './platform/db/database';
import { AppError, frameworkError, registerErrorHandling } from './platform/errors';
import { registerHealth } from './platform/health';
import { startHeartbeat } from './platform/heartbeat';
import { type Jobs, startJobs } from './platform/jobs';
import { loggerOptions, requestIds } from './platform/logging';
import { devMailboxRoutes } from './platform/mail/dev-mailbox.routes';
import { createMailer, readDevMailbox } from './platform/mail/mailer';
import { addScrapeSource } from './platform/metrics';
import { registerMetrics } from './platform/metrics-endpoint';
import { registerOpenApi, requireResponses } from './platform/openapi';
import { rateLimits } from './platform/rate-limit';
import { attachRealtime, type Realtime } from './platform/realtime';
import { registerRequestGuards } from './platform/request-guards';
import { sharedSecret } from './platform/secrets';
import { registerSecurityHeaders } from './platform/security-headers';
import { createStorage } from './platform/storage';
import { registerWebApp } from './platform/web';

/** Assembles the app: platform first, then the feature modules. `server.ts` only listens. */
export async function buildApp(config: Config, logger?: FastifyServerOptions['logger']) {
  const app = Fastify({
    ...loggerOptions(config.logLevel, logger),
    ...requestIds(config.trustProxy),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestGuards(app);
  registerSecurityHeaders(app, config);
  registerMetrics(app, config.metricsToken);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    log: app.log,
  });
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

  const signatures = chatSignatures(await sharedSecret(database.db, 'chat-signature'));
  const realtime = await attachRealtime(app, {
    redis,
    log: app.log,
    authenticate: async (handshake) => {
      const session = await sessions.resolve(handshake.token ?? '');
      if (handshake.userId !== session.accountId || !signatures.verify(handshake)) throw new AppError('unauthorized');
      return session;
    },
  });
  const areas = createAreasService({ db: database.db });
  const verification = createVerificationService({ database, jobs });
  const webauthn = webauthnFor(config.publicUrl);
  const sessions = createSessionsService({
    database,
    ttlMs: config.sessionTtlMs,
    realtime,
    counter: app.rateCounter,
    secondStep: secondStep({ db: database.db, webauthn }),
  });
  const accounts = createAccountsService({ database, verification, areas, realtime });
  const google = createGoogleService({ database, areas, sessions, google: config.google });
  const renditions = createRenditionsService({
    database,
    storage,
    jobs,
    log: app.log,
    concurrency: config.webWorker ? config.workerConcurrency : 0,
  });
  await renditions.start();
  await observeInstance(app, { database, jobs, realtime });
  app.addHook('onClose', await forwardRenditionEvents(database.url, realtime, app.log));
  app.addHook('onClose', await forwardChanges(database.url, realtime, app.log));
  const files = createFilesService({
    database,
    storage,
    jobs,
    log: app.log,
    uploadExpiryMs: config.abandonedUploadMs,
    onVideoReady: renditions.queue,
  });
  await files.start();
  await createHousekeeping({ database, jobs }).start();
  await scheduleBackups(config, jobs, database);
  const works = createWorksService({ database, storage });
  const tasks = createTasksService({ db: database.db });
  const profile = createProfileService({ database, storage, info: accounts.info });
  const certification = createCertificationService({ database, areas, storage });
  const clues = createCluesService({ database, storage, areas });
  const notifications = createNotificationsService({
    database,
    jobs,
    realtime,
    publicUrl: config.publicUrl,
    pushUnread: (accountId) => messages.pushUnread(accountId),
  });
  await notifications.start();
  const systemNotifications = createSystemNotificationsService({ database, jobs, notifications });
  await systemNotifications.start();
  const messages = createMessagesService({
    database,
    storage,
    realtime,
    signatures,
    rateCounter: app.rateCounter,
    systemUnread: notifications.systemUnread,
  });

  // Health probes come before the guard (the load balancer's, public); every route after it declares its access.
  await app.register(auth, { resolveSession: sessions.resolve });
  await app.register(areasRoutes, { areas });
  await app.register(sessionsRoutes, { sessions });
  await app.register(factorsRoutes, { factors: createFactorsService({ database, webauthn }) });
  await app.register(googleRoutes, { google });
  await app.register(accountsRoutes, { accounts });
  await app.register(filesRoutes, { files, storage, trustProxy: config.trustProxy });
  await app.register(renditionsRoutes, { renditions, reader: renditionsReader(database.db, storage), storage });
  await app.register(tagsRoutes, { tags: createTagsService({ db: database.db }) });
  await app.register(activitiesRoutes, { activities: createActivitiesService({ db: database.db }) });
  await app.register(draftsRoutes, { drafts: createDraftsService({ db: database.db }) });
  await app.register(worksRoutes, { works });
  await app.register(publicWorksRoutes, { works });
  await app.register(tasksRoutes, { tasks });
  await app.register(cluesRoutes, { clues });
  await app.register(profileRoutes, { profile });
  await app.register(certificationRoutes, { certification });
  const agreements = createAgreementsService({ database });
  await app.register(contentRoutes, {
    content: createContentService({ db: database.db }),
    agreements,
    appLinks: config.appLinks,
  });
  await app.register(contentManagerRoutes, { articles: createArticlesManagerService({ database }), agreements });
  await app.register(messagesRoutes, { messages });
  await app.register(supportInboxRoutes, { messages });
  await app.register(notificationsRoutes, { notifications });
  await app.register(systemNotificationsRoutes, { system: systemNotifications });
  const rejectReasons = createRejectReasonsService({ database });
  await app.register(reviewRoutes, {
    review: createReviewService({ database, notifications, rejectReasons }),
    details: createReviewDetailsService({ database, storage, works }),
  });
  await app.register(rejectReasonsRoutes, { reasons: rejectReasons });
  await app.register(activitiesManagerRoutes, { manager: createActivitiesManager({ database }) });
  await app.register(tasksManagerRoutes, { manager: createTasksManager({ database, notifications }) });
  await app.register(bannersManagerRoutes, { manager: createBannersManager({ database }) });
  await app.register(staffRoutes, {
    staff: createStaffService({ database, jobs, realtime, publicUrl: config.publicUrl }),
  });
  await app.register(staffProfileRoutes, {
    profile: createStaffProfileService({ database, notifications, realtime }),
  });
  await app.register(factorsManagerRoutes, {
    manager: createFactorsManager({ database, jobs, publicUrl: config.publicUrl }),
  });
  await app.register(rewardsRoutes, { rewards: createRewardsService({ database, notifications }) });
  await app.register(auditRoutes, { audit: createAuditService({ database }) });
  await app.register(systemRoutes, { system: createSystemService({ database, jobs }) });
  if (mailer.isDev && !config.production) {
    await app.register(devMailboxRoutes, { read: (to) => readDevMailbox(database.db, to) });
  }
  // The app exposes its message-centre services for the editorial console and for tests.
  app.decorate('notifications', notifications);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService;
  }
}

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

/** This instance in /metrics and, by its heartbeat, on the system page; both stop with the app. */
async function observeInstance(
  app: FastifyInstance,
  { database, jobs, realtime }: { database: Database; jobs: Jobs; realtime: Realtime },
) {
  const removeSource = addScrapeSource({ pool: database.pool, sockets: realtime.localSockets, queues: jobs.figures });
  const heartbeat = await startHeartbeat({
    db: database.db,
    kind: 'web',
    runs: jobs.working,
    sockets: realtime.localSockets,
    log: app.log,
  });
  // Added after the database's own close hook, so it runs first (onClose hooks run in reverse).
  app.addHook('onClose', async () => {
    removeSource();
    await heartbeat.stop();
  });
}

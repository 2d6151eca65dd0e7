import type { Config } from '../config';
import { createAccountsService } from '../modules/accounts/accounts.service';
import { createProfileService } from '../modules/accounts/profile.service';
import { createActivitiesManager } from '../modules/activities/activities.manager.service';
import { createActivitiesService } from '../modules/activities/activities.service';
import { createAreasService } from '../modules/areas/areas.service';
import { createAssignments } from '../modules/assignments/assignments.service';
import { createAuditService } from '../modules/audit/audit.service';
import { forwardChanges } from '../modules/audit/lib/change-feed';
import { scheduleFromConfig as scheduleBackups } from '../modules/backup/lib/backup-setup';
import { createCertificationService } from '../modules/certification/certification.service';
import { createCluesService } from '../modules/clues/clues.service';
import { createAgreementsService } from '../modules/content/agreements.service';
import { createArticlesManagerService } from '../modules/content/articles-manager.service';
import { createBannersManager } from '../modules/content/banners.manager.service';
import { createContentService } from '../modules/content/content.service';
import { createDraftsService } from '../modules/drafts/drafts.service';
import { createEarningsService } from '../modules/earnings/earnings.service';
import { checkPayoutKeys } from '../modules/earnings/lib/payout-keys';
import { createPayoutDetailsService } from '../modules/earnings/payout-details.service';
import { createFactorsManager } from '../modules/factors/factors.manager.service';
import { createFactorsService } from '../modules/factors/factors.service';
import { secondStep } from '../modules/factors/lib/second-step';
import { webauthnFor } from '../modules/factors/lib/webauthn';
import { createFilesService } from '../modules/files/files.service';
import { createGoogleService } from '../modules/google/google.service';
import { createHousekeeping } from '../modules/housekeeping/housekeeping.service';
import { createLicencesService } from '../modules/licences/licences.service';
import { createCannedRepliesService } from '../modules/messages/canned-replies.service';
import { chatHandshake, chatSignatures } from '../modules/messages/lib/chat-signature';
import { createMessagesService } from '../modules/messages/messages.service';
import { createSupportInboxService } from '../modules/messages/support-inbox.service';
import { createNotesService } from '../modules/notes/notes.service';
import { createNotificationsService, systemUnreadCounter } from '../modules/notifications/notifications.service';
import { createSystemNotificationsService } from '../modules/notifications/system-notifications.service';
import { createPublicWorksService } from '../modules/public-works/public-works.service';
import { forwardFileMoves, tellMoved } from '../modules/renditions/lib/renditions.events';
import { renditionsReader } from '../modules/renditions/lib/renditions.serve';
import { createRenditionsService } from '../modules/renditions/renditions.service';
import { createRejectReasonsService } from '../modules/review/reject-reasons.service';
import { createReviewService } from '../modules/review/review.service';
import { createReviewDetailsService } from '../modules/review/review-details.service';
import { createRewardsService } from '../modules/rewards/rewards.service';
import { sessionResolver } from '../modules/sessions/lib/session-resolver';
import { createSessionsService } from '../modules/sessions/sessions.service';
import { createStaffProfileService } from '../modules/staff/profile.service';
import { createStaffService } from '../modules/staff/staff.service';
import { createSystemService } from '../modules/system/system.service';
import { createTagsService } from '../modules/tags/tags.service';
import { createTasksManager } from '../modules/tasks/tasks.manager.service';
import { createTasksService } from '../modules/tasks/tasks.service';
import { createVerificationService } from '../modules/verification/verification.service';
import { createCaptureService } from '../modules/verification-desk/capture.service';
import { createChecklistService } from '../modules/verification-desk/checklist.service';
import { createCredentialsService } from '../modules/verification-desk/credentials.service';
import { createFingerprintsService } from '../modules/verification-desk/fingerprints.service';
import { createVerificationDeskService } from '../modules/verification-desk/verification-desk.service';
import { createWorksService } from '../modules/works/works.service';
import { startHeartbeat } from '../platform/heartbeat';
import { readDevMailbox } from '../platform/mail/mailer';
import { addScrapeSource } from '../platform/metrics';
import { attachRealtime, type Realtime } from '../platform/realtime';
import { sealer } from '../platform/sealed';
import { sharedSecret } from '../platform/secrets';
import {
  accountRows,
  activityRows,
  announceChange,
  applyStaffMove,
  assignmentRows,
  auditRows,
  checkOwnedFiles,
  clueRows,
  draftRows,
  factorRows,
  fileRows,
  latestBackup,
  namedAccounts,
  noteRows,
  notificationRows,
  recordCreatorMove,
  reverify,
  sessionRows,
  tagRows,
  taskRows,
  verificationRows,
  workRows,
} from './collaborators';
import type { Platform } from './platform';
import { namedQueue } from './queue-kinds';
import type { Server } from './server';

/**
 * Every module's service, each built from services built before it: there is no forward
 * reference, so using one before it exists is a type error, not a crash at the first request.
 * Background work (renditions, files, notifications, housekeeping, backups) starts here too.
 */
export async function startServices(app: Server, config: Config, platform: Platform) {
  const { database, jobs, storage, redis, mailer } = platform;
  const { db } = database;
  // The sockets' handshake resolves a token with the database alone, so they exist before the
  // sessions service that closes them.
  const resolveSession = sessionResolver(db);
  const signatures = chatSignatures(await sharedSecret(db, 'chat-signature'));
  const realtime = await attachRealtime(app, {
    redis,
    log: app.log,
    authenticate: chatHandshake(resolveSession, signatures),
  });
  const areas = createAreasService({ db });
  const verification = createVerificationService({ database, jobs });
  const webauthn = webauthnFor(config.publicUrl);
  const sessions = createSessionsService({
    database,
    ttlMs: config.sessionTtlMs,
    realtime,
    counter: app.rateCounter,
    secondStep: secondStep({ db, webauthn, counter: app.rateCounter, jobs, publicUrl: config.publicUrl, accountRows }),
    accountRows,
  });
  const accounts = createAccountsService({ database, verification, areas, realtime, auditRows, sessionRows });
  const renditions = createRenditionsService({
    database,
    storage,
    jobs,
    log: app.log,
    concurrency: config.webWorker ? config.workerConcurrency : 0,
    policy: config.renditionPolicy,
    // Made below (it needs the message centre); called only once a staff request comes in.
    notifications: { videoRetried: (tx, item) => notifications.videoRetried(tx, item) },
    auditRows,
    recordCreatorMove,
    // Made below; queued once a video's preview is whole, so that its decoding never delays it.
    afterPreview: (fileId) => fingerprints.queue(fileId),
  });
  // Background work (job queues, LISTEN connections, the heartbeat) starts side by side: each start
  // is a few round trips to PostgreSQL, and one after another they were a fifth of the start-up
  // (bench:startup). Every one has started before the app is returned.
  const starting: Promise<unknown>[] = [
    renditions.start(),
    forwardFileMoves(database.url, realtime, storage, app.log).then((stop) => app.addHook('onClose', stop)),
    forwardChanges(database.url, realtime, app.log).then((stop) => app.addHook('onClose', stop)),
  ];
  // Each video's fingerprint ("Seen before?", decision 0082), made by a worker once the video's preview is whole.
  const fingerprints = createFingerprintsService({ database, storage, jobs });
  // Each video's capture facts (decision 0082): its writer tags, read as it passes the probe. A
  // failed read holds nothing up: the desk reads a video without them when first asked.
  const capture = createCaptureService({ database, storage, log: app.log, areas });
  // Its Content Credentials (C2PA), likewise: most videos carry none, found from box headers alone.
  const credentials = createCredentialsService({
    database,
    storage,
    trustAnchors: config.c2paTrustAnchors,
    log: app.log,
  });
  const readEvidence = (fileId: string) =>
    Promise.all([
      capture.record(fileId).catch((err: unknown) => app.log.warn({ err, fileId }, 'capture facts not read')),
      credentials.record(fileId).catch((err: unknown) => app.log.warn({ err, fileId }, 'content credentials not read')),
    ]);
  const files = createFilesService({
    database,
    storage,
    jobs,
    log: app.log,
    uploadExpiryMs: config.abandonedUploadMs,
    onVideoReady: async (fileId) => {
      // The evidence reads take seconds on a long original: the first stream is not kept waiting.
      void readEvidence(fileId);
      await renditions.queue(fileId);
    },
    onJudged: (fileId) => tellMoved(db, fileId, true, app.log),
    auditRows,
  });
  starting.push(
    files.start(),
    // A fingerprint decodes the original: media work, which WEB_WORKER=false keeps off this instance.
    fingerprints.start(config.webWorker ? 1 : 0),
    createHousekeeping({ database, jobs, factorRows, sessionRows, verificationRows }).start(),
    scheduleBackups(config, jobs, database),
  );
  const works = createWorksService({
    database,
    storage,
    activityRows,
    draftRows,
    fileRows,
    tagRows,
    taskRows,
    recordCreatorMove,
    checkOwnedFiles,
  });
  // The message centre's badge counts unread system notifications; notifications push that badge.
  const messages = createMessagesService({
    database,
    storage,
    realtime,
    signatures,
    rateCounter: app.rateCounter,
    systemUnread: systemUnreadCounter(db),
    accountRows,
    checkOwnedFiles,
  });
  const notifications = createNotificationsService({
    database,
    jobs,
    realtime,
    publicUrl: config.publicUrl,
    pushUnread: messages.pushUnread,
  });
  const systemNotifications = createSystemNotificationsService({ database, jobs, notifications, auditRows });
  const assignments = createAssignments({
    database,
    jobs,
    notifications,
    currency: config.currency,
    auditRows,
    recordCreatorMove,
  });
  const supportInbox = createSupportInboxService({
    database,
    jobs,
    storage,
    announce: messages.announceToSupport,
    auditRows,
  });
  starting.push(notifications.start(), systemNotifications.start(), assignments.start(), supportInbox.start());
  const agreements = createAgreementsService({ database, auditRows });
  const rejectReasons = createRejectReasonsService({ database, auditRows });
  const payoutSealer = sealer(config.payoutKey, config.payoutPreviousKeys);
  starting.push(checkPayoutKeys(database.db, payoutSealer, config.production, app.log));
  const payoutDetails = createPayoutDetailsService({
    database,
    jobs,
    sealer: payoutSealer,
    publicUrl: config.publicUrl,
    accountRows,
    auditRows,
    notificationRows,
    reverify,
  });
  // The licence form's token is signed with a secret every instance shares (read once, when first needed).
  let licenceSecret: Promise<string> | undefined;
  const formSecret = () => {
    // A failed read (database away) is tried again by the next request.
    licenceSecret ??= sharedSecret(db, 'licence-form').catch((e: unknown) => {
      licenceSecret = undefined;
      throw e;
    });
    return licenceSecret;
  };
  const publicUrl = config.publicUrl;
  // The custody addresses' secret, likewise (the verification desk's originals, decision 0082).
  let custodySecretRead: Promise<string> | undefined;
  const custodySecret = () => {
    custodySecretRead ??= sharedSecret(db, 'custody-urls').catch((e: unknown) => {
      custodySecretRead = undefined;
      throw e;
    });
    return custodySecretRead;
  };
  const checklist = createChecklistService({
    database,
    storage,
    custodySecret,
    auditRows,
    keyframesZip: capture.keyframesZip,
  });
  // Every start settles before a failure is thrown: buildApp then closes the app with none still running.
  const failed = (await Promise.allSettled(starting)).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  // Last: its first beat names the queues this instance works, so every worker has started.
  await observeInstance(app, platform, realtime);
  return {
    realtime,
    resolveSession,
    areas,
    sessions,
    factors: createFactorsService({ database, webauthn, realtime, accountRows, auditRows, sessionRows }),
    google: createGoogleService({ database, areas, sessions, google: config.google, accountRows }),
    accounts,
    files,
    renditions,
    renditionsReader: renditionsReader(db, storage),
    tags: createTagsService({ db }),
    activities: createActivitiesService({ db }),
    drafts: createDraftsService({ db }),
    works,
    publicWorks: createPublicWorksService({
      database,
      storage,
      publicUrl,
      formSecret,
      workRows,
      verifiedAt: checklist.verifiedAt,
      credentialsOf: credentials.publicOf,
    }),
    licences: createLicencesService({
      database,
      jobs,
      notifications,
      publicUrl,
      formSecret,
      counter: app.rateCounter,
      auditRows,
      workRows,
      announceChange,
    }),
    tasks: createTasksService({ db, currency: config.currency, assignmentRows }),
    assignments,
    clues: createCluesService({ database, storage, areas, recordCreatorMove, checkOwnedFiles }),
    profile: createProfileService({ database, storage, info: accounts.info, fileRows, tagRows, checkOwnedFiles }),
    certification: createCertificationService({
      database,
      areas,
      storage,
      accountRows,
      fileRows,
      recordCreatorMove,
      checkOwnedFiles,
    }),
    content: createContentService({ db }),
    agreements,
    articles: createArticlesManagerService({ database, auditRows }),
    messages,
    supportInbox,
    cannedReplies: createCannedRepliesService({ database, auditRows }),
    notifications,
    systemNotifications,
    review: createReviewService({
      database,
      notifications,
      rejectReasons,
      auditRows,
      noteRows,
      namedAccounts,
      applyStaffMove,
      checklistAtPass: checklist.checklistAtPass,
    }),
    reviewDetails: createReviewDetailsService({
      database,
      storage,
      works,
      clueRows,
      originalUrls: checklist.originalUrls,
    }),
    verificationDesk: createVerificationDeskService({ database, storage, fingerprints, capture, credentials }),
    capture,
    checklist,
    notes: createNotesService({ database, auditRows, recordCreatorMove }),
    rejectReasons,
    activitiesManager: createActivitiesManager({ database }),
    tasksManager: createTasksManager({
      database,
      notifications,
      assignments,
      currency: config.currency,
      assignmentRows,
      auditRows,
    }),
    bannersManager: createBannersManager({ database }),
    staff: createStaffService({
      database,
      jobs,
      realtime,
      publicUrl: config.publicUrl,
      accountRows,
      auditRows,
      sessionRows,
    }),
    staffProfile: createStaffProfileService({ database, notifications, realtime, accountRows, auditRows, sessionRows }),
    factorsManager: createFactorsManager({
      database,
      jobs,
      publicUrl: config.publicUrl,
      realtime,
      accountRows,
      auditRows,
      sessionRows,
    }),
    rewards: createRewardsService({
      database,
      notifications,
      payoutDetails,
      currency: config.currency,
      applyStaffMove,
    }),
    earnings: createEarningsService({ database, currency: config.currency }),
    payoutDetails,
    audit: createAuditService({ database, namedAccounts }),
    system: createSystemService({ database, jobs, dataDir: config.dataDir, namedQueue, auditRows, latestBackup }),
    // Only with the dev transport, and never in production.
    devMailbox: mailer.isDev && !config.production ? { read: (to: string) => readDevMailbox(db, to) } : undefined,
  };
}

export type Services = Awaited<ReturnType<typeof startServices>>;

/** This instance in /metrics and, by its heartbeat, on the system page; both stop with the app. */
async function observeInstance(app: Server, { database, jobs }: Platform, realtime: Realtime) {
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

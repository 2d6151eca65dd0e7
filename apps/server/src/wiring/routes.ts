import type { Config } from '../config';
import { accountsRoutes } from '../modules/accounts/accounts.routes';
import { profileRoutes } from '../modules/accounts/profile.routes';
import { activitiesManagerRoutes } from '../modules/activities/activities.manager.routes';
import { activitiesRoutes } from '../modules/activities/activities.routes';
import { areasRoutes } from '../modules/areas/areas.routes';
import { assignmentsRoutes } from '../modules/assignments/assignments.routes';
import { auditRoutes } from '../modules/audit/audit.routes';
import { certificationRoutes } from '../modules/certification/certification.routes';
import { cluesRoutes } from '../modules/clues/clues.routes';
import { bannersManagerRoutes } from '../modules/content/banners.manager.routes';
import { contentRoutes } from '../modules/content/content.routes';
import { contentManagerRoutes } from '../modules/content/content-manager.routes';
import { draftsRoutes } from '../modules/drafts/drafts.routes';
import { earningsRoutes } from '../modules/earnings/earnings.routes';
import { factorsManagerRoutes } from '../modules/factors/factors.manager.routes';
import { factorsRoutes } from '../modules/factors/factors.routes';
import { filesRoutes } from '../modules/files/files.routes';
import { googleRoutes } from '../modules/google/google.routes';
import { licenceManagerRoutes, licenceRequestRoutes } from '../modules/licences/licences.routes';
import { cannedRepliesRoutes } from '../modules/messages/canned-replies.routes';
import { messagesRoutes, supportInboxRoutes } from '../modules/messages/messages.routes';
import { notesRoutes } from '../modules/notes/notes.routes';
import { notificationsRoutes } from '../modules/notifications/notifications.routes';
import { systemNotificationsRoutes } from '../modules/notifications/system-notifications.routes';
import { publicWorksRoutes } from '../modules/public-works/public-works.routes';
import { shareRoutes } from '../modules/public-works/share.routes';
import { renditionsRoutes } from '../modules/renditions/renditions.routes';
import { rejectReasonsRoutes } from '../modules/review/reject-reasons.routes';
import { reviewRoutes } from '../modules/review/review.routes';
import { rewardsRoutes } from '../modules/rewards/rewards.routes';
import { sessionsRoutes } from '../modules/sessions/sessions.routes';
import { staffProfileRoutes } from '../modules/staff/profile.routes';
import { staffRoutes } from '../modules/staff/staff.routes';
import { systemRoutes } from '../modules/system/system.routes';
import { tagsRoutes } from '../modules/tags/tags.routes';
import { tasksManagerRoutes } from '../modules/tasks/tasks.manager.routes';
import { tasksRoutes } from '../modules/tasks/tasks.routes';
import { checklistRoutes } from '../modules/verification-desk/checklist.routes';
import { verificationDeskRoutes } from '../modules/verification-desk/verification-desk.routes';
import { worksRoutes } from '../modules/works/works.routes';
import auth from '../platform/auth';
import { devMailboxRoutes } from '../platform/mail/dev-mailbox.routes';
import type { Platform } from './platform';
import type { Server } from './server';
import type { Services } from './services';

/** The access guard, then every module's routes, each given the services it calls. */
export async function registerRoutes(app: Server, config: Config, { storage }: Platform, s: Services) {
  // Health probes come before the guard (the load balancer's, public); every route after it declares its access.
  await app.register(auth, { resolveSession: s.resolveSession });
  await app.register(areasRoutes, { areas: s.areas });
  await app.register(sessionsRoutes, { sessions: s.sessions });
  await app.register(factorsRoutes, { factors: s.factors });
  await app.register(googleRoutes, { google: s.google });
  await app.register(accountsRoutes, { accounts: s.accounts });
  await app.register(filesRoutes, { files: s.files, storage, trustProxy: config.trustProxy });
  await app.register(renditionsRoutes, { renditions: s.renditions, reader: s.renditionsReader, storage });
  await app.register(tagsRoutes, { tags: s.tags });
  await app.register(activitiesRoutes, { activities: s.activities });
  await app.register(draftsRoutes, { drafts: s.drafts });
  await app.register(worksRoutes, { works: s.works });
  await app.register(publicWorksRoutes, { publicWorks: s.publicWorks });
  await app.register(shareRoutes, { publicWorks: s.publicWorks, storage });
  await app.register(licenceRequestRoutes, { licences: s.licences });
  await app.register(licenceManagerRoutes, { licences: s.licences });
  await app.register(tasksRoutes, { tasks: s.tasks });
  await app.register(cluesRoutes, { clues: s.clues });
  await app.register(profileRoutes, { profile: s.profile });
  await app.register(certificationRoutes, { certification: s.certification });
  await app.register(contentRoutes, { content: s.content, agreements: s.agreements, appLinks: config.appLinks });
  await app.register(contentManagerRoutes, { articles: s.articles, agreements: s.agreements });
  await app.register(messagesRoutes, { messages: s.messages });
  await app.register(supportInboxRoutes, { messages: s.messages, inbox: s.supportInbox });
  await app.register(cannedRepliesRoutes, { replies: s.cannedReplies });
  await app.register(notificationsRoutes, { notifications: s.notifications });
  await app.register(systemNotificationsRoutes, { system: s.systemNotifications });
  await app.register(reviewRoutes, { review: s.review, details: s.reviewDetails });
  await app.register(verificationDeskRoutes, { desk: s.verificationDesk, checklist: s.checklist });
  await app.register(notesRoutes, { notes: s.notes });
  await app.register(checklistRoutes, { checklist: s.checklist, storage });
  await app.register(rejectReasonsRoutes, { reasons: s.rejectReasons });
  await app.register(activitiesManagerRoutes, { manager: s.activitiesManager });
  await app.register(tasksManagerRoutes, { manager: s.tasksManager });
  await app.register(assignmentsRoutes, { assignments: s.assignments });
  await app.register(bannersManagerRoutes, { manager: s.bannersManager });
  await app.register(staffRoutes, { staff: s.staff });
  await app.register(staffProfileRoutes, { profile: s.staffProfile });
  await app.register(factorsManagerRoutes, { manager: s.factorsManager });
  await app.register(rewardsRoutes, { rewards: s.rewards });
  await app.register(earningsRoutes, {
    earnings: s.earnings,
    payoutDetails: s.payoutDetails,
    currency: config.currency,
  });
  await app.register(auditRoutes, { audit: s.audit });
  await app.register(systemRoutes, { system: s.system });
  if (s.devMailbox) await app.register(devMailboxRoutes, s.devMailbox);
}

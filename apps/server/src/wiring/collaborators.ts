import type { AccountRows } from '../modules/accounts';
import { accountsRepository } from '../modules/accounts/accounts.repository';
import type { ActivityRows } from '../modules/activities';
import { activitiesRepository } from '../modules/activities/activities.repository';
import type { AssignmentRows } from '../modules/assignments';
import { assignmentsRepository } from '../modules/assignments/assignments.repository';
import type { AuditRows } from '../modules/audit';
import { auditRepository } from '../modules/audit/audit.repository';
import type { ClueRows } from '../modules/clues';
import { cluesRepository } from '../modules/clues/clues.repository';
import type { DraftRows } from '../modules/drafts';
import { draftsRepository } from '../modules/drafts/drafts.repository';
import type { FactorRows } from '../modules/factors';
import { factorsRepository } from '../modules/factors/factors.repository';
import type { FileRows } from '../modules/files';
import { filesRepository } from '../modules/files/files.repository';
import type { NoteRows } from '../modules/notes';
import { notesRepository } from '../modules/notes/notes.repository';
import type { NotificationRows } from '../modules/notifications';
import { notificationsRepository } from '../modules/notifications/notifications.repository';
import type { SessionRows } from '../modules/sessions';
import { sessionsRepository } from '../modules/sessions/sessions.repository';
import type { TagRows } from '../modules/tags';
import { tagsRepository } from '../modules/tags/tags.repository';
import type { TaskRows } from '../modules/tasks';
import { tasksRepository } from '../modules/tasks/tasks.repository';
import type { VerificationRows } from '../modules/verification';
import { verificationRepository } from '../modules/verification/verification.repository';
import type { WorkRows } from '../modules/works';
import { worksRepository } from '../modules/works/works.repository';

// What a module lends the others that reads or writes its tables (decision 0078): a service
// receives it in its Deps, so what it reaches of another module is in its signature. Rows are
// narrowed here to the type the lender's door names. They are functions and not services because
// the caller runs them in its own transaction.
export { namedAccounts } from '../modules/accounts/lib/named-accounts';
export { announceChange } from '../modules/audit/lib/change-feed';
export { recordCreatorMove } from '../modules/audit/lib/creator-move';
export { applyStaffMove } from '../modules/audit/lib/staff-move';
export { latestBackup } from '../modules/backup/backup.repository';
export { reverify } from '../modules/factors/lib/reverify';
export { checkOwnedFiles } from '../modules/files/lib/owned-files';

export const accountRows: AccountRows = accountsRepository;
export const activityRows: ActivityRows = activitiesRepository;
export const assignmentRows: AssignmentRows = assignmentsRepository;
export const auditRows: AuditRows = auditRepository;
export const clueRows: ClueRows = cluesRepository;
export const draftRows: DraftRows = draftsRepository;
export const factorRows: FactorRows = factorsRepository;
export const fileRows: FileRows = filesRepository;
export const noteRows: NoteRows = notesRepository;
export const notificationRows: NotificationRows = notificationsRepository;
export const sessionRows: SessionRows = sessionsRepository;
export const tagRows: TagRows = tagsRepository;
export const taskRows: TaskRows = tasksRepository;
export const verificationRows: VerificationRows = verificationRepository;
export const workRows: WorkRows = worksRepository;

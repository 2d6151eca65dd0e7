import type { NamedQueue, QueueKind } from '@stringer/shared/schemas/system';
import { ASSIGNMENTS_QUEUE } from '../modules/assignments/assignments.service';
import { BACKUP_QUEUE } from '../modules/backup/backup.service';
import { CLEANUP_QUEUE, PROBE_QUEUE } from '../modules/files/lib/queues';
import { HOUSEKEEPING_QUEUE } from '../modules/housekeeping/housekeeping.service';
import { PENDING_DUE_QUEUE } from '../modules/messages/support-inbox.service';
import { DELIVER_QUEUE } from '../modules/notifications/notifications.service';
import { SEND_QUEUE } from '../modules/notifications/system-notifications.service';
import { BACKFILL_QUEUE, FIRST_QUEUE, RENDITIONS_QUEUE } from '../modules/renditions/renditions.service';
import { FINGERPRINT_QUEUE } from '../modules/verification-desk/lib/queues';
import { MAIL_QUEUE } from '../platform/jobs';

/**
 * pg-boss's own queue, through which its clock hands each cron schedule's job to its queue.
 * Named, not hidden: when it backs up or fails, the hourly clean-up, the sweeps and the backups
 * stop starting, and this row is the only place that shows why.
 */
const PGBOSS_SCHEDULES = '__pgboss__send-it';

/**
 * Each queue by the modules' own constants, so a renamed queue keeps its name on the page. Named
 * here, where the services are composed, and handed to the system page's service: from inside
 * modules/system it would reach into eight modules' services (docs/decisions/0049: module doors).
 */
const kinds = new Map<string, QueueKind>([
  [MAIL_QUEUE, 'mail'],
  [PROBE_QUEUE, 'probe'],
  [FIRST_QUEUE, 'renditionsFirst'],
  [RENDITIONS_QUEUE, 'renditions'],
  [BACKFILL_QUEUE, 'renditionsBackfill'],
  [FINGERPRINT_QUEUE, 'fingerprint'],
  [CLEANUP_QUEUE, 'fileCleanup'],
  [DELIVER_QUEUE, 'notifications'],
  [SEND_QUEUE, 'systemNotifications'],
  [PENDING_DUE_QUEUE, 'inboxPendingDue'],
  [ASSIGNMENTS_QUEUE, 'assignmentsDue'],
  [HOUSEKEEPING_QUEUE, 'housekeeping'],
  [BACKUP_QUEUE, 'backup'],
  [PGBOSS_SCHEDULES, 'schedules'],
]);

/** A queue with what it is for; another program's queue on the same database has no kind. */
export const namedQueue = (queue: string): NamedQueue => ({ queue, kind: kinds.get(queue) ?? null });

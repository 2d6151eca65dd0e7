/** What other modules may use of notifications (docs/decisions/0049: module doors). */
import type { notificationsRepository as rows } from './notifications.repository';

export type { NotificationsService } from './notifications.service';

/** A creator's notification settings, read where a mail is decided. */
export type NotificationRows = Pick<typeof rows, 'settings'>;

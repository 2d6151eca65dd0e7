import {
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationSettings,
  type NotificationType,
  notificationParams,
} from '@stringer/shared/schemas/notifications';
import type { NotificationRow, notificationSettings } from '../../db/schema';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    // The shared params only: a system send's id (kept against writing it twice) stays here.
    params: notificationParams.parse(row.params),
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every type is shown in the app and mailed until the creator says otherwise. */
export const DEFAULT_CHANNELS = { inApp: true, email: true } as const;

export function presentSettings(row: typeof notificationSettings.$inferSelect | undefined): NotificationSettings {
  const stored = row?.types ?? {};
  const types = Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, { ...DEFAULT_CHANNELS, ...stored[type] }]),
  ) as NotificationSettings['types'];
  return { language: row?.language ?? 'en', types };
}

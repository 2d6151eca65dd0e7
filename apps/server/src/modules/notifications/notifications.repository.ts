import type { WebLink } from '@stringer/shared/web-paths';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { accounts, type NotificationRow, notificationSettings, notifications } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { onlyRow } from '../../platform/db/only-row';
import type { PageRequest } from '../../platform/db/paging';

type NewNotification = typeof notifications.$inferInsert;
type SettingsRow = typeof notificationSettings.$inferSelect;

export const notificationsRepository = {
  insert: async (db: Db, values: NewNotification): Promise<NotificationRow> =>
    onlyRow(await db.insert(notifications).values(values).returning()),

  /** Holds other transactions' notices of this type about this link to this account until this one ends. */
  lockAbout: async (db: Db, accountId: number, type: string, link: string) => {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`notice:${accountId}:${type}:${link}`}))`);
  },

  /** Whether the account has a notice of this type about this link still unread, or younger than `withinMs`. */
  pending: async (db: Db, accountId: number, type: string, link: WebLink, withinMs: number) =>
    (
      await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.accountId, accountId),
            eq(notifications.type, type),
            eq(notifications.link, link),
            or(
              isNull(notifications.readAt),
              gt(notifications.createdAt, sql`now() - make_interval(secs => ${withinMs / 1000})`),
            ),
          ),
        )
        .limit(1)
    ).length > 0,

  find: async (db: Db, id: number): Promise<NotificationRow | undefined> =>
    (await db.select().from(notifications).where(eq(notifications.id, id)))[0],

  /** Takes an undelivered notification for delivery, once, whichever instance runs the job. */
  claim: async (db: Db, id: number) => {
    const [row] = await db
      .update(notifications)
      .set({ deliveredAt: sql`now()` })
      .where(and(eq(notifications.id, id), isNull(notifications.deliveredAt)))
      .returning();
    return row;
  },

  page: async (db: Db, accountId: number, unreadOnly: boolean, { pageNum, pageSize }: PageRequest) => {
    const where = and(eq(notifications.accountId, accountId), unreadOnly ? isNull(notifications.readAt) : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  unreadCount: async (db: Db, accountId: number) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  },

  markRead: (db: Db, accountId: number, id?: number) =>
    db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.accountId, accountId),
          isNull(notifications.readAt),
          id === undefined ? undefined : eq(notifications.id, id),
        ),
      )
      .returning({ id: notifications.id }),

  settings: async (db: Db, accountId: number): Promise<SettingsRow | undefined> =>
    (await db.select().from(notificationSettings).where(eq(notificationSettings.accountId, accountId)))[0],

  saveSettings: (db: Db, row: SettingsRow) =>
    db
      .insert(notificationSettings)
      .values(row)
      .onConflictDoUpdate({
        target: notificationSettings.accountId,
        set: { language: row.language, types: row.types },
      }),

  mailOf: async (db: Db, accountId: number) =>
    (await db.select({ mail: accounts.mail }).from(accounts).where(eq(accounts.id, accountId)))[0]?.mail,
};

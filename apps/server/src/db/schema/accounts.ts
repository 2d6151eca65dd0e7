import { CertificationStatus } from '@stringer/shared/statuses';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cities, countries, provinces } from './areas';
import { tags } from './tags';

/** Every person who signs in: creators and staff, told apart by `role` (product-decisions). */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    role: text('role', { enum: ['creator', 'reviewer', 'support', 'admin'] })
      .notNull()
      .default('creator'),
    account: text('account').notNull(),
    mail: text('mail').notNull(),
    // Null for accounts carried over from the old system: they must reset it first.
    passwordHash: text('password_hash'),
    realName: text('real_name').notNull(),
    nickName: text('nick_name'),
    intro: text('intro'),
    /** A path this server serves (`/web/avatars/{fileId}`), or an external sign-in's picture. */
    avatarUrl: text('avatar_url'),
    countryId: integer('country_id').references(() => countries.id),
    provinceId: integer('province_id').references(() => provinces.id),
    cityId: integer('city_id').references(() => cities.id),
    certificationStatus: smallint('certification_status')
      .$type<CertificationStatus>()
      .notNull()
      .default(CertificationStatus.NotSubmitted),
    /** Google's stable id (`sub`) of the Google account that signs in here, once one has. */
    googleSub: text('google_sub'),
    /** Staff an admin disabled: they cannot sign in, and their sessions were revoked then. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The last time a session was opened, for the staff list ("if known": null before it was kept). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_mail_key').on(t.mail),
    uniqueIndex('accounts_account_key').on(sql`lower(${t.account})`),
    uniqueIndex('accounts_google_sub_key').on(t.googleSub),
    index('accounts_role_idx').on(t.role),
    // The review queues' creator filter: a name's beginning, any case.
    index('accounts_name_prefix_idx').on(sql`lower(${t.realName}) text_pattern_ops`),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;

/** The personal tags a creator shows on their profile (at most 5). */
export const accountTags = pgTable(
  'account_tags',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.tagId] })],
);

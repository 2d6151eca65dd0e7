import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cities, countries, provinces } from './areas';

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
    avatarUrl: text('avatar_url'),
    countryId: integer('country_id').references(() => countries.id),
    provinceId: integer('province_id').references(() => provinces.id),
    cityId: integer('city_id').references(() => cities.id),
    certificationStatus: smallint('certification_status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_mail_key').on(t.mail),
    uniqueIndex('accounts_account_key').on(sql`lower(${t.account})`),
    index('accounts_role_idx').on(t.role),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;

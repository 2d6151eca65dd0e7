import { CertificationStatus } from '@stringer/shared/statuses';
import { date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { files } from './files';

/**
 * A creator's identity certification, one row per submission: Submitted, then Passed or Failed
 * (with the reason). A newer submission does not undo a passed one until it passes.
 */
export const certifications = pgTable(
  'certifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    birthDate: date('birth_date').notNull(),
    resumeFileId: text('resume_file_id')
      .notNull()
      .references(() => files.id),
    countryId: integer('country_id').notNull(),
    provinceId: integer('province_id'),
    cityId: integer('city_id'),
    status: smallint('status').$type<CertificationStatus>().notNull().default(CertificationStatus.Submitted),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('certifications_account_idx').on(t.accountId, t.status, t.submittedAt, t.id),
    // The console's review queue: by status, oldest first; and within a country.
    index('certifications_review_idx').on(t.status, t.submittedAt, t.id),
    index('certifications_country_review_idx').on(t.countryId, t.status, t.submittedAt, t.id),
  ],
);

export type CertificationRow = typeof certifications.$inferSelect;

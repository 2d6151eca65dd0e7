import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which version of each seeded data set the database holds, so a start seeds only what changed. */
export const referenceData = pgTable('reference_data', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

import { pgTable, text } from 'drizzle-orm/pg-core';

/** Secrets every instance must share (URL signing): generated once, kept in the one database. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

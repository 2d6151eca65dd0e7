import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Content tags of works, and the personal tags creators put on their profile. */
export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['works', 'personal'] }).notNull(),
    name: text('name').notNull(),
    nameZh: text('name_zh').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('tags_kind_name_key').on(t.kind, t.name)],
);
export type TagRow = typeof tags.$inferSelect;

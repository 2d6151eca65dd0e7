import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { files } from './files';

/**
 * The time ranges of a long video's first stream encoded so far, by whichever worker took each
 * (docs/decisions/0080): each range's playlist lines, joined in order into the stream's playlist
 * as the ranges before them finish. Gone with the file.
 */
export const renditionRanges = pgTable(
  'rendition_ranges',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    /** How many ranges the stream was cut into: every one's row is there once it is whole. */
    count: integer('count').notNull(),
    /** Its segments as its playlist names them: the init segment's tag, then each segment's duration and name. */
    lines: text('lines').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.index] })],
);

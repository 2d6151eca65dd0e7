import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

const listing = () =>
  text('listing', { enum: ['listed', 'delisted'] })
    .notNull()
    .default('listed');

/** The landing page's and the creation home's carousel. */
export const banners = pgTable('banners', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  titleZh: text('title_zh').notNull(),
  imagePath: text('image_path').notNull(),
  /** Where a click leads: a route of the app (`#/task/mytask`) or a full URL; none when null. */
  linkUrl: text('link_url'),
  position: integer('position').notNull().default(0),
  listing: listing(),
  /** When it shows: from `startsAt` until before `endsAt`; null on either side is open-ended. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/**
 * College: training articles. The body is rich text (HTML), sanitized by the server when staff
 * save it and again when it is served, and by the browser before it is shown.
 */
export type BannerRow = typeof banners.$inferSelect;

export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    titleZh: text('title_zh').notNull(),
    summary: text('summary').notNull().default(''),
    summaryZh: text('summary_zh').notNull().default(''),
    coverPath: text('cover_path'),
    body: text('body').notNull(),
    bodyZh: text('body_zh').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    listing: listing(),
  },
  (t) => [index('articles_published_idx').on(t.publishedAt)],
);

/**
 * The agreements, one row per saved version: an admin's save adds a version, never changes one,
 * so what a creator agreed to can always be read again. The latest version of a type is served.
 */
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    type: text('type', { enum: ['privacy', 'service', 'transfer'] }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    titleZh: text('title_zh').notNull(),
    content: text('content').notNull(),
    contentZh: text('content_zh').notNull(),
    /** The admin who saved it; null for the texts the server seeds. */
    authorId: integer('author_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.type, t.version] })],
);

export type ArticleRow = typeof articles.$inferSelect;
export type AgreementRow = typeof agreementVersions.$inferSelect;

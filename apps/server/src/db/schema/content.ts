import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
});

/** College: training articles, rich text (HTML) sanitized by the browser before it is shown. */
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

/** The agreements, one per type: privacy, service, transfer (copyright transfer). */
export const agreements = pgTable('agreements', {
  type: text('type', { enum: ['privacy', 'service', 'transfer'] }).primaryKey(),
  title: text('title').notNull(),
  titleZh: text('title_zh').notNull(),
  content: text('content').notNull(),
  contentZh: text('content_zh').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ArticleRow = typeof articles.$inferSelect;
export type AgreementRow = typeof agreements.$inferSelect;

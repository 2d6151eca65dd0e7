import type { Listing, ManagerArticlePageQuery } from '@stringer/shared/schemas/content-manager';
import { desc, eq } from 'drizzle-orm';
import { type ArticleRow, articles } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { paged } from '../../platform/db/paging';

export type ArticleWrite = Omit<typeof articles.$inferInsert, 'id' | 'publishedAt' | 'listing'>;

/** The console's view of the College: every article, listed or not. */
export const articlesManagerRepository = {
  page: (db: Db, { listing, ...page }: ManagerArticlePageQuery) => {
    const where = listing ? eq(articles.listing, listing) : undefined;
    return paged(
      db,
      articles,
      where,
      db
        .select({
          id: articles.id,
          title: articles.title,
          titleZh: articles.titleZh,
          summary: articles.summary,
          summaryZh: articles.summaryZh,
          coverPath: articles.coverPath,
          publishedAt: articles.publishedAt,
          listing: articles.listing,
        })
        .from(articles)
        .where(where)
        .orderBy(desc(articles.publishedAt), desc(articles.id)),
      page,
    );
  },

  byId: async (db: Db, id: number): Promise<ArticleRow | undefined> =>
    (await db.select().from(articles).where(eq(articles.id, id)))[0],

  /** A row locked for the rest of the transaction, so its audit row's "before" is what was changed. */
  lock: async (db: Db, id: number): Promise<ArticleRow | undefined> =>
    (await db.select().from(articles).where(eq(articles.id, id)).for('update'))[0],

  create: async (db: Db, row: ArticleWrite) => {
    const [added] = await db.insert(articles).values(row).returning({ id: articles.id });
    if (!added) throw new Error('article not written');
    return added.id;
  },

  update: (db: Db, id: number, row: ArticleWrite) => db.update(articles).set(row).where(eq(articles.id, id)),

  setListing: (db: Db, id: number, listing: Listing) => db.update(articles).set({ listing }).where(eq(articles.id, id)),
};

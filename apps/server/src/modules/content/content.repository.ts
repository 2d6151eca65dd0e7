import { and, desc, eq } from 'drizzle-orm';
import { type ArticleRow, articles } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { type PageRequest, paged } from '../../platform/db/paging';

const listedArticles = eq(articles.listing, 'listed');

export const contentRepository = {
  articles: (db: Db, page: PageRequest) =>
    paged(
      db,
      articles,
      listedArticles,
      db
        .select({
          id: articles.id,
          title: articles.title,
          titleZh: articles.titleZh,
          summary: articles.summary,
          summaryZh: articles.summaryZh,
          coverPath: articles.coverPath,
          publishedAt: articles.publishedAt,
        })
        .from(articles)
        .where(listedArticles)
        .orderBy(desc(articles.publishedAt), desc(articles.id)),
      page,
    ),

  article: async (db: Db, id: number): Promise<ArticleRow | undefined> =>
    (
      await db
        .select()
        .from(articles)
        .where(and(eq(articles.id, id), listedArticles))
    )[0],
};

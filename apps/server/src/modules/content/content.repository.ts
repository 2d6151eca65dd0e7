import { and, asc, desc, eq } from 'drizzle-orm';
import { type AgreementRow, type ArticleRow, agreements, articles, banners } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { type PageRequest, paged } from '../../platform/db/paging';

const listedArticles = eq(articles.listing, 'listed');

export const contentRepository = {
  banners: (db: Db) =>
    db
      .select({
        id: banners.id,
        title: banners.title,
        titleZh: banners.titleZh,
        imagePath: banners.imagePath,
        linkUrl: banners.linkUrl,
      })
      .from(banners)
      .where(eq(banners.listing, 'listed'))
      .orderBy(asc(banners.position), asc(banners.id)),

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

  agreement: async (db: Db, type: AgreementRow['type']): Promise<AgreementRow | undefined> =>
    (await db.select().from(agreements).where(eq(agreements.type, type)))[0],
};

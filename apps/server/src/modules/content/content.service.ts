import type { Banner } from '@stringer/shared/schemas/content';
import type { Db } from '../../platform/db/database';
import type { PageRequest } from '../../platform/db/paging';
import { AppError } from '../../platform/errors';
import { bannersRepository } from './banners.repository';
import { presentArticle, presentArticleSummary, presentBanner } from './content.presenter';
import { contentRepository as repo } from './content.repository';

/** What staff publish, as creators and visitors read it: the carousel and the College. */
export function createContentService({ db }: { db: Db }) {
  return {
    banners: async (): Promise<Banner[]> => (await bannersRepository.showing(db)).map(presentBanner),
    async articles(page: PageRequest) {
      const { rows, total } = await repo.articles(db, page);
      return { list: rows.map(presentArticleSummary), total, pageNum: page.pageNum, pageSize: page.pageSize };
    },
    async article(id: number) {
      const row = await repo.article(db, id);
      if (!row) throw new AppError('articleNotExist');
      return presentArticle(row);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

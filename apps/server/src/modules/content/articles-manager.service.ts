import type {
  ArticleInput,
  ArticleListingBody,
  ArticleUpdate,
  ManagerArticlePageQuery,
} from '@stringer/shared/schemas/content-manager';
import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { sanitizeRichText } from '../../platform/rich-text';
import type { AuditRows } from '../audit';
import { type ArticleWrite, articlesManagerRepository as repo } from './articles-manager.repository';
import { presentManagerArticle, presentManagerArticleSummary } from './content.presenter';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
}

/** What is stored: the texts trimmed by the schema, the HTML cut down to what the editor makes. */
const toRow = (input: ArticleInput): ArticleWrite => ({
  title: input.title,
  titleZh: input.titleZh,
  summary: input.summary,
  summaryZh: input.summaryZh,
  body: sanitizeRichText(input.body),
  bodyZh: sanitizeRichText(input.bodyZh),
});

/** Admins write, edit, list and delist College articles; each change writes its audit row in the same transaction. */
export function createArticlesManagerService({ database: { db, transaction }, auditRows }: Deps) {
  return {
    async page(query: ManagerArticlePageQuery) {
      const { rows, total } = await repo.page(db, query);
      return { list: rows.map(presentManagerArticleSummary), total, pageNum: query.pageNum, pageSize: query.pageSize };
    },

    async detail(id: number) {
      const row = await repo.byId(db, id);
      if (!row) throw new AppError('articleNotExist');
      return presentManagerArticle(row);
    },

    create: (auth: AuthSession, input: ArticleInput) =>
      transaction(async (tx) => {
        const id = await repo.create(tx.db, toRow(input));
        await auditRows.record(tx.db, {
          staffId: auth.accountId,
          entity: 'article',
          entityId: id,
          action: 'create',
          after: { title: input.title, listing: 'listed' },
        });
        return { id };
      }),

    update: (auth: AuthSession, { id, ...input }: ArticleUpdate) =>
      transaction(async (tx) => {
        const before = await repo.lock(tx.db, id);
        if (!before) throw new AppError('articleNotExist');
        await repo.update(tx.db, id, toRow(input));
        await auditRows.record(tx.db, {
          staffId: auth.accountId,
          entity: 'article',
          entityId: id,
          action: 'update',
          before: { title: before.title, titleZh: before.titleZh },
          after: { title: input.title, titleZh: input.titleZh },
        });
        return { id };
      }),

    setListing: (auth: AuthSession, { id, listing }: ArticleListingBody) =>
      transaction(async (tx) => {
        const before = await repo.lock(tx.db, id);
        if (!before) throw new AppError('articleNotExist');
        if (before.listing === listing) return;
        await repo.setListing(tx.db, id, listing);
        await auditRows.record(tx.db, {
          staffId: auth.accountId,
          entity: 'article',
          entityId: id,
          action: listing === 'listed' ? 'list' : 'delist',
          before: { listing: before.listing },
          after: { listing },
        });
      }),
  };
}

export type ArticlesManagerService = ReturnType<typeof createArticlesManagerService>;

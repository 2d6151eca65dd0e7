import type { PublicCredentials } from '@stringer/shared/schemas/content-credentials';
import type { PublicWorksQuery } from '@stringer/shared/schemas/public-works';
import { PUBLIC_COUNT_CAP } from '@stringer/shared/schemas/public-works';
import { webAddress, webLinks } from '@stringer/shared/web-paths';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { shownCopy } from '../files';
import { issueFormToken } from '../licences';
import type { WorkRows } from '../works';
import { presentPublicWork, presentPublicWorkDetail, shareAddresses } from './public-works.presenter';
import { isFiltered, type PublicCardRow, publicWorksRepository as repo } from './public-works.repository';

interface Deps {
  database: Pick<Database, 'db'>;
  /** Its addresses are signed for public pages (`forPublicPages`): they stop once the work does not show. */
  storage: Pick<Storage, 'forPublicPages' | 'stream' | 'put' | 'sizeOf'>;
  publicUrl: string;
  /** The licence form's signing secret, shared by every instance. */
  formSecret(): Promise<string>;
  /** The work a page shows. */
  workRows: WorkRows;
  /** When the newsroom verified a work (the verification desk's checklist, decision 0082), or null. */
  verifiedAt(workId: number): Promise<Date | null>;
  /** Its video's Content Credentials when valid (decision 0082), or null. */
  credentialsOf(workId: number): Promise<PublicCredentials | null>;
}

export function createPublicWorksService({
  database: { db },
  storage,
  publicUrl,
  formSecret,
  workRows,
  verifiedAt,
  credentialsOf,
}: Deps) {
  /** Cards with their videos, read for the whole page in one query. */
  const cards = async (rows: PublicCardRow[]) => {
    const videos = await workRows.videosOf(
      db,
      rows.map((r) => r.work.id),
    );
    return rows.map((row) =>
      presentPublicWork(
        row,
        videos.filter((v) => v.workId === row.work.id).map((v) => v.file),
        storage.forPublicPages,
      ),
    );
  };

  const found = async (id: number) => {
    const row = await repo.find(db, id);
    if (!row) throw new AppError('workNotExist');
    return row;
  };

  return {
    /** /public/videos: newest first; searched and filtered, its total counted to a cap. */
    async page(q: PublicWorksQuery) {
      const page = { pageNum: q.pageNum, pageSize: q.pageSize };
      if (!isFiltered(q)) {
        const { rows, total } = await repo.page(db, page);
        return { list: await cards(rows), total, totalCapped: false, ...page };
      }
      // Past the cap there is nothing to page to: the count stopped there.
      if ((q.pageNum - 1) * q.pageSize >= PUBLIC_COUNT_CAP) {
        return { list: [], total: PUBLIC_COUNT_CAP, totalCapped: true, ...page };
      }
      const { rows, total } = await repo.search(db, q, page);
      return {
        list: await cards(rows),
        total: Math.min(total, PUBLIC_COUNT_CAP),
        totalCapped: total > PUBLIC_COUNT_CAP,
        ...page,
      };
    },

    /**
     * One public work's page; null for a work not public (any more): a shared link that went stale
     * is an answer the page words, not an error.
     */
    async detail(id: number) {
      const row = await repo.find(db, id);
      const [card] = row ? await cards([row]) : [];
      if (!card) return null;
      const [secret, verified, credentials] = await Promise.all([formSecret(), verifiedAt(id), credentialsOf(id)]);
      return presentPublicWorkDetail(card, shareAddresses(publicUrl, id), issueFormToken(secret, id), {
        verifiedAt: verified,
        credentials,
      });
    },

    /** What `/v/{id}` shows a crawler: the card and its addresses. */
    async share(id: number) {
      const row = await found(id);
      // The app's page on the origin that served this one (PUBLIC_URL may name another host).
      return {
        row,
        ...shareAddresses(publicUrl, id),
        pageUrl: webAddress('', webLinks.publicVideo(id)),
        verifiedAt: await verifiedAt(id),
        credentials: await credentialsOf(id),
      };
    },

    /** The cover as it is shown (without its metadata), while the work is public. */
    async poster(id: number) {
      const { cover } = await found(id);
      if (!cover) throw new AppError('fileNotExist');
      return shownCopy(storage, cover);
    },
  };
}

export type PublicWorksService = ReturnType<typeof createPublicWorksService>;

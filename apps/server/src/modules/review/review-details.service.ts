import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { Signer } from '../../platform/storage';
import type { ClueRows } from '../clues';
import type { WorksService } from '../works';
import {
  presentCertificationForReview,
  presentClueForReview,
  presentCreator,
  presentWorkForReview,
} from './review-details.presenter';
import { reviewDetailsRepository as repo } from './review-details.repository';

interface Deps {
  database: Pick<Database, 'db'>;
  storage: Signer;
  works: Pick<WorksService, 'reviewDetail'>;
  /** A clue's files, which the details show. */
  clueRows: ClueRows;
  /**
   * A work's originals' addresses signed for one staff member (the verification desk's chain of
   * custody, decision 0082): a download through them is logged as theirs, where the file's plain
   * address would log nothing.
   */
  originalUrls(staffId: number, workId: number): Promise<(fileId: string) => string>;
}

/** What a reviewer opens from a queue: the item whole, its files playable, and who sent it. */
export function createReviewDetailsService({ database: { db }, storage, works, clueRows, originalUrls }: Deps) {
  const creatorOf = async (id: number) => {
    const row = await repo.creator(db, id);
    if (!row) throw new AppError('notFound');
    return presentCreator(row, await repo.place(db, row));
  };

  return {
    /** A work for the staff member reading it: its originals' addresses signed for them. */
    async work(auth: AuthSession, id: number) {
      const row = await repo.work(db, id);
      if (!row) throw new AppError('workNotExist');
      const [detail, creator, earlier, originalUrl] = await Promise.all([
        works.reviewDetail(id),
        creatorOf(row.ownerId),
        repo.earlierWorks(db, row),
        originalUrls(auth.accountId, id),
      ]);
      return presentWorkForReview(row, { detail, creator, earlier, originalUrl });
    },

    async clue(id: number) {
      const row = await repo.clue(db, id);
      if (!row) throw new AppError('clueNotExist');
      const [media, area, creator] = await Promise.all([
        clueRows.mediaOf(db, [row.id]),
        repo.place(db, row),
        creatorOf(row.ownerId),
      ]);
      return presentClueForReview(row, { media: media.map((m) => m.file), area, creator }, storage);
    },

    async certification(id: number) {
      const found = await repo.certification(db, id);
      if (!found) throw new AppError('notFound');
      const { certification: row, resume } = found;
      const [area, creator] = await Promise.all([repo.place(db, row), creatorOf(row.accountId)]);
      return presentCertificationForReview(row, { resume, area, creator }, storage);
    },
  };
}

export type ReviewDetailsService = ReturnType<typeof createReviewDetailsService>;

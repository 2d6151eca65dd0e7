import type { draftBody } from '@stringer/shared/schemas/works';
import type { z } from 'zod';
import type { AuthSession } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { presentDraft } from './drafts.presenter';
import { draftsRepository as repo } from './drafts.repository';

const MAX_DRAFT_BYTES = 64 * 1024;

/** One draft per creator: the Publish Work form as it was left. */
export function createDraftsService({ db }: { db: Db }) {
  return {
    find: async (auth: AuthSession) => presentDraft(await repo.find(db, auth.accountId)),
    async save(auth: AuthSession, body: z.infer<typeof draftBody>) {
      if (JSON.stringify(body).length > MAX_DRAFT_BYTES) throw new AppError('draftTooLarge');
      await repo.save(db, auth.accountId, body);
    },
    remove: (auth: AuthSession) => repo.remove(db, auth.accountId),
  };
}

export type DraftsService = ReturnType<typeof createDraftsService>;

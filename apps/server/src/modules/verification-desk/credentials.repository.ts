import type { ContentCredentials } from '@stringer/shared/schemas/content-credentials';
import { inArray } from 'drizzle-orm';
import { contentCredentials } from '../../db/schema';
import type { Db } from '../../platform/db/database';

/** Content Credentials read from the originals (docs/decisions/0082). */
export const credentialsRepository = {
  /** What was read of these videos, by file id: absent until read, null credentials when none. */
  ofFiles: async (db: Db, fileIds: string[]) =>
    fileIds.length === 0
      ? new Map<string, ContentCredentials | null>()
      : new Map(
          (
            await db
              .select({ fileId: contentCredentials.fileId, credentials: contentCredentials.credentials })
              .from(contentCredentials)
              .where(inArray(contentCredentials.fileId, fileIds))
          ).map((r) => [r.fileId, r.credentials]),
        ),

  /** Replaces an earlier read. */
  save: async (db: Db, fileId: string, credentials: ContentCredentials | null) => {
    const readAt = new Date();
    await db
      .insert(contentCredentials)
      .values({ fileId, credentials, readAt })
      .onConflictDoUpdate({ target: contentCredentials.fileId, set: { credentials, readAt } });
  },
};

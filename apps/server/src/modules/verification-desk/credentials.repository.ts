import type { ContentCredentials } from '@stringer/shared/schemas/content-credentials';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { contentCredentials, workFiles } from '../../db/schema';
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

  /** The first of a work's videos (in the creator's order) whose credentials are valid, or undefined. */
  validOfWork: async (db: Db, workId: number) =>
    (
      await db
        .select({ credentials: contentCredentials.credentials })
        .from(workFiles)
        .innerJoin(contentCredentials, eq(contentCredentials.fileId, workFiles.fileId))
        .where(
          and(
            eq(workFiles.workId, workId),
            eq(workFiles.role, 'video'),
            sql`${contentCredentials.credentials}->>'state' = 'valid'`,
          ),
        )
        .orderBy(asc(workFiles.position))
        .limit(1)
    )[0]?.credentials ?? undefined,

  /** Replaces an earlier read. */
  save: async (db: Db, fileId: string, credentials: ContentCredentials | null) => {
    const readAt = new Date();
    await db
      .insert(contentCredentials)
      .values({ fileId, credentials, readAt })
      .onConflictDoUpdate({ target: contentCredentials.fileId, set: { credentials, readAt } });
  },
};

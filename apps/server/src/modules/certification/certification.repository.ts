import { desc, eq } from 'drizzle-orm';
import { type CertificationRow, certifications } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { onlyRow } from '../../platform/db/only-row';

export const certificationRepository = {
  latest: async (db: Db, accountId: number): Promise<CertificationRow | undefined> =>
    (
      await db
        .select()
        .from(certifications)
        .where(eq(certifications.accountId, accountId))
        .orderBy(desc(certifications.submittedAt), desc(certifications.id))
        .limit(1)
    )[0],

  insert: async (db: Db, values: typeof certifications.$inferInsert) =>
    onlyRow(await db.insert(certifications).values(values).returning({ id: certifications.id })).id,
};

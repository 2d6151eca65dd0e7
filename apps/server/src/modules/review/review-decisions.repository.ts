import { CertificationStatus, WorkAuditStatus } from '@stringer/shared/statuses';
import { and, eq, sql } from 'drizzle-orm';
import { accounts, activities, certifications, clues, notificationSettings, tasks, works } from '../../db/schema';
import type { Db } from '../../platform/db/database';

/** A failed recertification leaves a passed creator passed (product-decisions). */
const keepPassedElseFailed = sql.raw(
  `CASE WHEN certification_status = ${CertificationStatus.Passed} THEN ${CertificationStatus.Passed} ELSE ${CertificationStatus.Failed} END`,
);

const first = <T>(rows: T[]) => rows[0];

/** When a decision is made, by the database's clock. */
export const reviewedNow = () => ({ reviewedAt: sql`now()` });

/** What a reviewer's decision reads and writes besides the move itself (audit/staff-move). */
export const reviewDecisionsRepository = {
  work: async (db: Db, id: number) => first(await db.select().from(works).where(eq(works.id, id))),
  clue: async (db: Db, id: number) => first(await db.select().from(clues).where(eq(clues.id, id))),
  certification: async (db: Db, id: number) =>
    first(await db.select().from(certifications).where(eq(certifications.id, id))),
  activity: async (db: Db, id: number) => first(await db.select().from(activities).where(eq(activities.id, id))),
  taskPoints: async (db: Db, id: number) =>
    first(await db.select({ points: tasks.points }).from(tasks).where(eq(tasks.id, id)))?.points,

  /** The language the creator reads their mail in, if they chose one. */
  mailLanguage: async (db: Db, accountId: number) =>
    first(
      await db
        .select({ language: notificationSettings.language })
        .from(notificationSettings)
        .where(eq(notificationSettings.accountId, accountId)),
    )?.language,

  /** Shows a passed work publicly or takes it off; false when it is no longer passed. */
  setPublic: async (db: Db, workId: number, isPublic: boolean) =>
    (
      await db
        .update(works)
        .set({ publicAt: isPublic ? sql`now()` : null })
        .where(and(eq(works.id, workId), eq(works.auditStatus, WorkAuditStatus.Passed)))
        .returning({ id: works.id })
    ).length > 0,

  /** The status the account holds after a certification decision. */
  settleCertification: async (db: Db, accountId: number, passed: boolean) => {
    await db
      .update(accounts)
      .set({ certificationStatus: passed ? CertificationStatus.Passed : keepPassedElseFailed })
      .where(eq(accounts.id, accountId));
  },
};

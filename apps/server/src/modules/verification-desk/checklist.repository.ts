import type { ChecklistItem, CustodyKind } from '@stringer/shared/schemas/verification-checklist';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import { and, asc, desc, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import {
  accounts,
  files,
  originalDownloads,
  verificationChecks,
  workFiles,
  works,
  workVersionFiles,
} from '../../db/schema';
import type { Db } from '../../platform/db/database';

const first = <T>(rows: T[]) => rows[0];

/**
 * Each item's last change up to a moment (`at`: every change so far when null), by the latest
 * `at` and then id: what the checklist says at that moment.
 */
const latestChanges = (db: Db, workId: number, upTo: SQL | null) =>
  db
    .selectDistinctOn([verificationChecks.item], {
      item: verificationChecks.item,
      ticked: verificationChecks.ticked,
      at: verificationChecks.at,
      staffId: verificationChecks.staffId,
      staffName: accounts.realName,
    })
    .from(verificationChecks)
    .innerJoin(accounts, eq(accounts.id, verificationChecks.staffId))
    .where(and(eq(verificationChecks.workId, workId), upTo ? sql`${verificationChecks.at} <= ${upTo}` : undefined))
    .orderBy(verificationChecks.item, desc(verificationChecks.at), desc(verificationChecks.id));

/** The checklist's changes and the chain of custody's downloads (docs/decisions/0082). */
export const checklistRepository = {
  /** The work a staff member acts on: its owner, status and when its last decision was made. */
  work: async (db: Db, id: number) =>
    first(
      await db
        .select({
          id: works.id,
          ownerId: works.ownerId,
          auditStatus: works.auditStatus,
          reviewedAt: works.reviewedAt,
          withdrawnAt: works.withdrawnAt,
        })
        .from(works)
        .where(eq(works.id, id)),
    ),

  /** Each item's last change: the checklist as it stands. */
  current: (db: Db, workId: number) => latestChanges(db, workId, null),

  /**
   * Each item's last change up to this transaction's moment: in a decision's transaction, the
   * checklist the decision is made on (`works.reviewed_at` is the same `now()`).
   */
  atNow: (db: Db, workId: number) => latestChanges(db, workId, sql`now()`),

  /** Each item's last change made before the decision that passed the work. */
  atPass: (db: Db, workId: number, passedAt: Date) => latestChanges(db, workId, sql`${passedAt.toISOString()}`),

  /** One change of one item, in the caller's transaction. */
  change: async (db: Db, row: { workId: number; item: ChecklistItem; ticked: boolean; staffId: number }) => {
    await db.insert(verificationChecks).values(row);
  },

  /**
   * When a passed work was verified (passed with every item ticked at that moment), or null: one
   * statement, for any reader (the creator's page, the public pages).
   */
  verifiedAt: async (db: Db, workId: number, items: readonly ChecklistItem[]) => {
    const rows = await db.execute<{ reviewed_at: string | Date }>(sql`
      SELECT w.reviewed_at FROM ${works} w
      WHERE w.id = ${workId} AND w.audit_status = ${WorkAuditStatus.Passed} AND w.reviewed_at IS NOT NULL
        AND ${items.length} = (
          SELECT count(*) FROM (
            SELECT DISTINCT ON (c.item) c.item, c.ticked FROM ${verificationChecks} c
            WHERE c.work_id = w.id AND c.at <= w.reviewed_at
            ORDER BY c.item, c.at DESC, c.id DESC
          ) latest
          WHERE latest.ticked AND latest.item IN (${sql.join(
            items.map((i) => sql`${i}`),
            sql`, `,
          )})
        )`);
    const at = rows.rows[0]?.reviewed_at;
    return at ? new Date(at) : null;
  },

  /** The work's videos, in their order: the originals whose downloads are logged. */
  originals: (db: Db, workId: number) =>
    db
      .select({ id: files.id, name: files.originalName, state: files.state })
      .from(workFiles)
      .innerJoin(files, eq(files.id, workFiles.fileId))
      .where(and(eq(workFiles.workId, workId), eq(workFiles.role, 'video')))
      .orderBy(asc(workFiles.position)),

  /** The file, if it is one of the work's videos, now or in an earlier version (which the review details show too). */
  original: async (db: Db, workId: number, fileId: string) =>
    first(
      await db
        .select({ file: files })
        .from(files)
        .where(
          and(
            eq(files.id, fileId),
            or(
              exists(
                db
                  .select({ one: sql`1` })
                  .from(workFiles)
                  .where(
                    and(eq(workFiles.workId, workId), eq(workFiles.fileId, files.id), eq(workFiles.role, 'video')),
                  ),
              ),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(workVersionFiles)
                  .where(
                    and(
                      eq(workVersionFiles.workId, workId),
                      eq(workVersionFiles.fileId, files.id),
                      eq(workVersionFiles.role, 'video'),
                    ),
                  ),
              ),
            ),
          ),
        ),
    )?.file,

  /** A staff member who may still download: reviewer or admin, not disabled. */
  activeStaff: async (db: Db, id: number) =>
    first(
      await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(eq(accounts.id, id), sql`${accounts.role} IN ('reviewer', 'admin')`, sql`${accounts.disabledAt} IS NULL`),
        ),
    ) !== undefined,

  download: async (db: Db, row: { workId: number; fileId: string; staffId: number; kind: CustodyKind }) => {
    await db.insert(originalDownloads).values(row);
  },

  /** The work's custody log, newest first, with who downloaded and the file's name. */
  downloads: (db: Db, workId: number) =>
    db
      .select({
        fileId: originalDownloads.fileId,
        fileName: files.originalName,
        kind: originalDownloads.kind,
        staffId: originalDownloads.staffId,
        staffName: accounts.realName,
        at: originalDownloads.at,
      })
      .from(originalDownloads)
      .innerJoin(files, eq(files.id, originalDownloads.fileId))
      .innerJoin(accounts, eq(accounts.id, originalDownloads.staffId))
      .where(eq(originalDownloads.workId, workId))
      .orderBy(desc(originalDownloads.at), desc(originalDownloads.id))
      .limit(500),
};

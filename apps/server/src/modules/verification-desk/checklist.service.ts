import {
  CHECKLIST_ITEMS,
  type ChecklistBody,
  type ChecklistItem,
  type CustodyKind,
} from '@stringer/shared/schemas/verification-checklist';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import type { AuthSession } from '../../platform/auth';
import type { Database, Tx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { ByteStore } from '../../platform/storage';
import type { Stored } from '../../platform/storage/send-range';
import type { AuditRows } from '../audit';
import { servedAs } from '../files';
import { presentChecklist, presentCustody } from './checklist.presenter';
import { checklistRepository as repo } from './checklist.repository';
import { type CustodyClaim, type CustodyUrls, custodyUrls } from './lib/custody-urls';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  /** The originals' bytes (and a picture's shown copy, which no video has). */
  storage: Pick<ByteStore, 'stream' | 'put' | 'sizeOf'>;
  /** The custody addresses' signing secret, shared by every instance. */
  custodySecret(): Promise<string>;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
  /** A work's video's keyframes as a zip (the capture part of the desk makes them). */
  keyframesZip(workId: number, fileId: string): Promise<{ filename: string; zip: Buffer }>;
}

/**
 * The verification desk's checklist and chain of custody (issue 39, docs/decisions/0082): ticks
 * recorded as changes with who and when, each audited; the checklist at the pass, which says
 * whether the work is "verified by the newsroom"; downloads of originals logged as they are served.
 */
export function createChecklistService({
  database: { db, transaction },
  storage,
  custodySecret,
  auditRows,
  keyframesZip,
}: Deps) {
  let urls: CustodyUrls | undefined;
  const signer = async () => {
    urls ??= custodyUrls(await custodySecret());
    return urls;
  };

  /** Any work exists for reviewers and admins; none for anyone else (the routes let no one else in). */
  const workFor = async (id: number) => {
    const work = await repo.work(db, id);
    if (!work) throw new AppError('workNotExist');
    return work;
  };

  /** One line of the chain of custody and its audit row, in one transaction. */
  const logDownload = (work: { id: number; ownerId: number }, fileId: string, staffId: number, kind: CustodyKind) =>
    transaction(async (tx) => {
      await repo.download(tx.db, { workId: work.id, fileId, staffId, kind });
      await auditRows.record(tx.db, {
        staffId,
        entity: 'work',
        entityId: work.id,
        creatorId: work.ownerId,
        action: kind === 'keyframes' ? 'downloadKeyframes' : 'downloadOriginal',
        after: { fileId },
      });
    });

  const checklistOf = async (work: NonNullable<Awaited<ReturnType<typeof repo.work>>>) => {
    const passedAt = work.auditStatus === WorkAuditStatus.Passed ? work.reviewedAt : null;
    const [current, atPass] = await Promise.all([
      repo.current(db, work.id),
      passedAt ? repo.atPass(db, work.id, passedAt) : Promise.resolve(null),
    ]);
    return presentChecklist(current, passedAt && atPass ? { at: passedAt, changes: atPass } : null);
  };

  const service = {
    /** The checklist as it stands, and as it stood when the work was passed. */
    async checklist(workId: number) {
      return checklistOf(await workFor(workId));
    },

    /**
     * Ticks or unticks items: each change a row with who and when and an audit row, in one
     * transaction. An item already as asked is left alone (no row, no audit).
     */
    async setChecklist(auth: AuthSession, workId: number, body: ChecklistBody) {
      const work = await workFor(workId);
      await transaction(async (tx) => {
        const current = new Map((await repo.current(tx.db, work.id)).map((c) => [c.item, c.ticked]));
        for (const item of CHECKLIST_ITEMS) {
          const ticked = body[item];
          if (ticked === undefined || (current.get(item) ?? false) === ticked) continue;
          await repo.change(tx.db, { workId: work.id, item, ticked, staffId: auth.accountId });
          await auditRows.record(tx.db, {
            staffId: auth.accountId,
            entity: 'work',
            entityId: work.id,
            creatorId: work.ownerId,
            action: ticked ? 'tick' : 'untick',
            after: { checklistItem: item },
          });
        }
      });
      return checklistOf(work);
    },

    /** The work's originals, each with an address signed for this staff member, and who downloaded what, when. */
    async custody(auth: AuthSession, workId: number) {
      const work = await workFor(workId);
      const [originals, downloads, sign] = await Promise.all([
        repo.originals(db, work.id),
        repo.downloads(db, work.id),
        signer(),
      ]);
      return presentCustody(
        originals
          .filter((f) => f.state === 'ready' || f.state === 'processing')
          .map((f) => ({
            fileId: f.id,
            name: f.name,
            url: sign.url({ workId: work.id, fileId: f.id, staffId: auth.accountId }),
          })),
        downloads,
      );
    },

    /**
     * The addresses of a work's originals signed for one staff member: what every staff answer
     * hands out instead of a file's plain address, so that each download of an original by staff
     * is logged (the review details' videos, decision 0082).
     */
    async originalUrls(staffId: number, workId: number) {
      const sign = await signer();
      return (fileId: string) => sign.url({ workId, fileId, staffId });
    },

    /**
     * Serves an original through an address signed for a staff member, logging the download as
     * theirs with an audit row. A request that starts past the first byte continues a download
     * already logged (a resumed transfer), so it is served without a second entry.
     */
    async download(claim: CustodyClaim, sig: string, continuing: boolean): Promise<Stored> {
      if (!(await signer()).verify(claim, sig)) throw new AppError('fileNotExist');
      const [work, file, staff] = await Promise.all([
        repo.work(db, claim.workId),
        repo.original(db, claim.workId, claim.fileId),
        repo.activeStaff(db, claim.staffId),
      ]);
      // A staff member disabled since the address was signed opens nothing with it.
      if (!work || !file || !staff || file.state === 'uploading' || file.state === 'refused') {
        throw new AppError('fileNotExist');
      }
      if ((await storage.sizeOf(file.storageKey)) === null) throw new AppError('fileGone');
      if (!continuing) await logDownload(work, file.id, claim.staffId, 'original');
      return servedAs(storage, file);
    },

    /**
     * A work's video's keyframes as a zip, logged in the chain of custody as this staff member's
     * download of them (frames of the original are the original's pictures). Logged once made: a
     * zip that could not be made was not downloaded.
     */
    async keyframesZip(auth: AuthSession, workId: number, fileId: string) {
      const made = await keyframesZip(workId, fileId);
      const work = await workFor(workId);
      await logDownload(work, fileId, auth.accountId, 'keyframes');
      return made;
    },

    /** A creator's own work's verdict, and nothing of the evidence; another's (or a withdrawn one) is not there. */
    async forCreator(auth: AuthSession, workId: number) {
      const work = await repo.work(db, workId);
      if (!work || work.ownerId !== auth.accountId || work.withdrawnAt) throw new AppError('workNotExist');
      const at = await repo.verifiedAt(db, work.id, CHECKLIST_ITEMS);
      return { verifiedAt: at ? at.toISOString() : null };
    },

    /**
     * The items not ticked as a decision is made, in its transaction: what the pass's own audit row
     * lists (the review service asks, decision 0082). Read as `verifiedAt` reads the pass later.
     */
    async checklistAtPass(tx: Tx, workId: number): Promise<ChecklistItem[]> {
      const ticked = new Set((await repo.atNow(tx.db, workId)).filter((c) => c.ticked).map((c) => c.item));
      return CHECKLIST_ITEMS.filter((item) => !ticked.has(item));
    },

    /** When the work was verified by the newsroom (passed with every item ticked), or null. */
    verifiedAt: (workId: number) => repo.verifiedAt(db, workId, CHECKLIST_ITEMS),
  };
  return service;
}

export type ChecklistService = ReturnType<typeof createChecklistService>;
export type { ChecklistItem };

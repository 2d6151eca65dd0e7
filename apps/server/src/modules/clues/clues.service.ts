import type { ClueBody, ClueUpdateBody } from '@stringer/shared/schemas/clues';
import { ClueAuditStatus } from '@stringer/shared/statuses';
import { creatorMayEdit } from '@stringer/shared/transitions';
import type { ClueRow } from '../../db/schema';
import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { Signer } from '../../platform/storage';
import type { AreasService } from '../areas';
import { changes, type RecordCreatorMove } from '../audit';
import type { CheckOwnedFiles } from '../files';
import { presentClue } from './clues.presenter';
import { cluesRepository as repo } from './clues.repository';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  storage: Signer;
  areas: Pick<AreasService, 'checkRegion'>;
  /** A creator's own move, written to the audit log in the move's transaction. */
  recordCreatorMove: RecordCreatorMove;
  /** Refuses files that are not the creator's own uploads, done and of the field's kind. */
  checkOwnedFiles: CheckOwnedFiles;
}

const fieldsOf = (body: ClueBody) => ({
  title: body.title,
  description: body.description,
  happenedOn: body.happenedOn,
  countryId: body.countryId,
  provinceId: body.provinceId ?? null,
  cityId: body.cityId ?? null,
  place: body.place || null,
  diskLink: body.diskLink || null,
  source: body.source,
  sourceLink: body.sourceLink || null,
});

export function createCluesService({
  database: { db, transaction },
  storage,
  areas,
  recordCreatorMove,
  checkOwnedFiles,
}: Deps) {
  /** The caller's own clue; anyone else's "does not exist". */
  const own = async (auth: AuthSession, id: number) => {
    const row = await repo.find(db, id);
    if (!row || row.ownerId !== auth.accountId) throw new AppError('clueNotExist');
    return row;
  };

  /** The region as it is saved, once the body passes. */
  const check = async (auth: AuthSession, body: ClueBody) => {
    const region = await areas.checkRegion(body);
    await checkOwnedFiles(db, auth.accountId, [{ ids: body.mediaFileIds, kind: 'clue_media', field: 'mediaFileIds' }]);
    return region;
  };

  const present = async (rows: ClueRow[]) => {
    const media = await repo.mediaOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) =>
      presentClue(
        r,
        media.filter((m) => m.clueId === r.id).map((m) => m.file),
        storage,
      ),
    );
  };
  const detailOf = async (row: ClueRow) => (await present([row]))[0] as ReturnType<typeof presentClue>;

  return {
    /** Submits a clue (Pending) with its media, in one transaction. */
    async submit(auth: AuthSession, body: ClueBody) {
      const region = await check(auth, body);
      const row = await transaction(async (tx) => {
        const clue = await repo.insert(tx.db, { ...fieldsOf(body), ...region, ownerId: auth.accountId });
        await repo.setMedia(tx.db, clue.id, body.mediaFileIds);
        await recordCreatorMove(tx, auth, {
          entity: 'clue',
          entityId: clue.id,
          action: 'submit',
          after: { status: clue.auditStatus, title: clue.title },
        });
        return clue;
      });
      return { id: row.id };
    },

    /** Edits a Pending or Send Back clue; a Send Back one goes back to Pending (a resubmission). */
    async update(auth: AuthSession, { id, ...body }: ClueUpdateBody) {
      const current = await own(auth, id);
      if (!creatorMayEdit('clue', current.auditStatus)) throw new AppError('clueFinal');
      const region = await check(auth, body);
      await transaction(async (tx) => {
        await repo.update(tx.db, id, { ...fieldsOf(body), ...region, auditStatus: ClueAuditStatus.Pending });
        await repo.setMedia(tx.db, id, body.mediaFileIds);
        const diff = changes(
          { status: current.auditStatus, title: current.title },
          { status: ClueAuditStatus.Pending, title: body.title },
        );
        await recordCreatorMove(tx, auth, {
          entity: 'clue',
          entityId: id,
          action: current.auditStatus === ClueAuditStatus.SendBack ? 'resubmit' : 'edit',
          before: diff.before,
          after: diff.after,
        });
      });
      return detailOf(await own(auth, id));
    },

    async detail(auth: AuthSession, id: number) {
      return detailOf(await own(auth, id));
    },

    /** My clues (a `customId` naming anyone else was refused by `platform/auth.ts`). */
    async page(auth: AuthSession, q: { pageNum: number; pageSize: number; auditStatus?: ClueAuditStatus }) {
      const { rows, total } = await repo.page(db, auth.accountId, q.auditStatus, q);
      return { list: await present(rows), total, pageNum: q.pageNum, pageSize: q.pageSize };
    },
  };
}

export type CluesService = ReturnType<typeof createCluesService>;

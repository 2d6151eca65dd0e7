import { NOTES } from '@stringer/shared/constants';
import type { NoteAnswerBody, NoteCreateBody, NoteExportQuery, NoteUpdateBody } from '@stringer/shared/schemas/notes';
import { DEFAULT_FRAME_RATE, type FrameRate, frameAtMs, frameRateOf, frameRateText } from '@stringer/shared/timecode';
import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import type { AuditRows, RecordCreatorMove } from '../audit';
import { exportNotes } from './lib/note-exports';
import { presentNote } from './notes.presenter';
import { notesRepository as repo, versionOfWorkNow } from './notes.repository';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
  /** A creator's own move, written to the audit log in the move's transaction. */
  recordCreatorMove: RecordCreatorMove;
}

/** Who reads: staff see every note and its author; a creator only their own work's sent notes. */
export type NoteReader = { staff: true } | { staff: false; auth: AuthSession };

/**
 * The exact rate the probe read on upload and the renditions keep (0040): frames are counted at
 * it. PAL's only for a video stored before the probe kept it and never rendered since.
 */
const rateOf = (v: { frameRate: string | null }) => frameRateOf(v.frameRate ?? DEFAULT_FRAME_RATE);

export function createNotesService({ database: { db, transaction }, auditRows, recordCreatorMove }: Deps) {
  /**
   * The work a reader may see notes of: staff any (withdrawn included, evidence stays); a creator
   * their own, anyone else's answering the same 404 as any work not theirs.
   */
  const workFor = async (reader: NoteReader, worksId: number) => {
    const work = await repo.work(db, worksId);
    if (!work) throw new AppError('workNotExist');
    if (!reader.staff && (work.ownerId !== reader.auth.accountId || work.withdrawnAt))
      throw new AppError('workNotExist');
    return work;
  };

  const videoOf = async (worksId: number, fileId: string, earlier = false) => {
    const video = await repo.video(db, worksId, fileId, earlier);
    if (!video)
      throw new AppError('noteVideoNotInWork', [{ field: 'videoFileId', msgKey: 'errors.noteVideoNotInWork' }]);
    return { ...video, rate: rateOf(video) };
  };

  /** A note staff may still change: it exists and the decision carrying it has not gone. */
  const unsent = async (id: number) => {
    const found = await repo.find(db, id);
    if (!found) throw new AppError('noteNotExist');
    if (found.note.sentAt) throw new AppError('noteSent');
    return found;
  };

  const timing = (body: NoteUpdateBody, rate: FrameRate) => ({
    atMs: body.atMs,
    endMs: body.endMs ?? null,
    frame: frameAtMs(body.atMs, rate),
    box: body.box ?? null,
    text: body.text,
  });

  const list = async (reader: NoteReader, worksId: number) => {
    await workFor(reader, worksId);
    const rows = await repo.list(db, worksId, !reader.staff);
    return { list: rows.map((r) => presentNote(r.note, reader.staff ? r.author : null)) };
  };

  return {
    list,

    /** A reviewer's note at a moment of one of the work's videos; unsent until the next decision. */
    async add(auth: AuthSession, worksId: number, body: NoteCreateBody) {
      const work = await workFor({ staff: true }, worksId);
      if (work.withdrawnAt) throw new AppError('workWithdrawn');
      const video = await videoOf(worksId, body.videoFileId);
      return transaction(async (tx) => {
        if ((await repo.countOnVideo(tx.db, worksId, video.id)) >= NOTES.perVideo) throw new AppError('tooManyNotes');
        const values = timing(body, video.rate);
        const { id } = await repo.insert(tx.db, {
          ...values,
          workId: worksId,
          videoFileId: video.id,
          frameRate: frameRateText(video.rate),
          version: await versionOfWorkNow(tx.db, worksId),
          authorId: auth.accountId,
        });
        // Staff only hear of it (no creatorId): the creator reads notes once a decision sends them.
        await auditRows.record(tx.db, {
          staffId: auth.accountId,
          entity: 'workNote',
          entityId: id,
          action: 'create',
          after: { workId: worksId, fileId: video.id, atMs: values.atMs, text: values.text },
        });
        return { id };
      });
    },

    async edit(auth: AuthSession, id: number, body: NoteUpdateBody) {
      const { note } = await unsent(id);
      const values = timing(body, frameRateOf(note.frameRate));
      await transaction(async (tx) => {
        if (!(await repo.update(tx.db, id, values, true))) throw new AppError('noteSent');
        await auditRows.record(tx.db, {
          staffId: auth.accountId,
          entity: 'workNote',
          entityId: id,
          action: 'update',
          before: { atMs: note.atMs, text: note.text },
          after: { workId: note.workId, atMs: values.atMs, text: values.text },
        });
      });
    },

    async remove(auth: AuthSession, id: number) {
      const { note } = await unsent(id);
      await transaction(async (tx) => {
        if (!(await repo.remove(tx.db, id))) throw new AppError('noteSent');
        await auditRows.record(tx.db, {
          staffId: auth.accountId,
          entity: 'workNote',
          entityId: id,
          action: 'delete',
          before: { workId: note.workId, fileId: note.videoFileId, atMs: note.atMs, text: note.text },
        });
      });
    },

    /** The creator answers a sent note of their own work and marks it done (or not). */
    async answer(auth: AuthSession, id: number, body: NoteAnswerBody) {
      const found = await repo.find(db, id);
      const theirs = found && found.ownerId === auth.accountId && !found.withdrawnAt && found.note.sentAt;
      if (!theirs) throw new AppError('noteNotExist');
      const set = {
        ...(body.answer === undefined ? {} : { answer: body.answer || null }),
        ...(body.done === undefined ? {} : { done: body.done }),
      };
      await transaction(async (tx) => {
        await repo.update(tx.db, id, set, false);
        // The creator's row reaches staff's open pages too (0042): they see the answer live.
        await recordCreatorMove(tx, auth, {
          entity: 'workNote',
          entityId: id,
          action: 'answer',
          before: { answer: found.note.answer, done: found.note.done },
          after: { workId: found.note.workId, ...set },
        });
      });
    },

    /** One video's notes as a file for an editing suite (the reader's notes: a creator's sent ones). */
    async exportFile(reader: NoteReader, worksId: number, q: NoteExportQuery) {
      const { list: notes } = await list(reader, worksId);
      // An earlier version's video too: its notes are read, and exported, beside the current ones.
      const video = await videoOf(worksId, q.videoFileId, true);
      const team = translate(q.language, 'notes.editorialTeam');
      return exportNotes(q.format, {
        name: video.name,
        rate: video.rate,
        durationMs: Math.round((video.durationS ?? 0) * 1000),
        notes: notes.filter((n) => n.videoFileId === video.id).map((n) => ({ ...n, author: n.author ?? team })),
        language: q.language,
      });
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;

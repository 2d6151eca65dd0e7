import { z } from 'zod';
import { NOTES } from '../constants';
import { queryId, unstorable } from './fields';

/**
 * Review notes: a reviewer's words on one moment (or range) of one video of a work, optionally on a
 * box of the frame; the creator answers and marks them done (docs/decisions/0055).
 */

/** Plain text, never HTML: shown as text everywhere, so nothing in it is markup. */
const noteText = z
  .string({ error: 'errors.noteTextRequired' })
  .trim()
  .min(1, 'errors.noteTextRequired')
  .max(NOTES.textMax, 'errors.noteTooLong')
  .refine((t) => !unstorable(t), 'errors.invalidCharacters');

const fraction = z
  .number({ error: 'errors.noteBoxInvalid' })
  .min(0, 'errors.noteBoxInvalid')
  .max(1, 'errors.noteBoxInvalid');

/** A box on the frame in fractions of its width and height: it fits any rendition and screen. */
export const noteBox = z
  .object({ x: fraction, y: fraction, w: fraction, h: fraction })
  .refine((b) => b.w > 0 && b.h > 0 && b.x + b.w <= 1 + 1e-9 && b.y + b.h <= 1 + 1e-9, {
    message: 'errors.noteBoxInvalid',
  });
export type NoteBox = z.infer<typeof noteBox>;

/** Milliseconds into the video: up to the longest video taken (an hour), with room to spare. */
const ms = z
  .number({ error: 'errors.noteTimeInvalid' })
  .int('errors.noteTimeInvalid')
  .min(0, 'errors.noteTimeInvalid')
  .max(24 * 3600_000, 'errors.noteTimeInvalid');

const timing = z.object({
  atMs: ms,
  endMs: ms.nullable().optional(),
  box: noteBox.nullable().optional(),
  text: noteText,
});
const endAfterStart = (n: { atMs: number; endMs?: number | null }) => n.endMs == null || n.endMs > n.atMs;
const endIssue = { message: 'errors.noteRangeInvalid', path: ['endMs'] };

export const noteCreateBody = timing
  .extend({
    videoFileId: z
      .string({ error: 'errors.videoRequired' })
      .trim()
      .min(1, 'errors.videoRequired')
      .max(64, 'errors.fileNotExist'),
  })
  .refine(endAfterStart, endIssue);
export type NoteCreateBody = z.infer<typeof noteCreateBody>;

export const noteUpdateBody = timing.refine(endAfterStart, endIssue);
export type NoteUpdateBody = z.infer<typeof noteUpdateBody>;

/** The creator's side: an answer ("re-shot, see version 2") and done, either or both. */
export const noteAnswerBody = z
  .object({
    answer: z
      .string()
      .trim()
      .max(NOTES.textMax, 'errors.noteTooLong')
      .refine((t) => !unstorable(t), 'errors.invalidCharacters')
      .optional(),
    done: z.boolean({ error: 'errors.invalidType' }).optional(),
  })
  .refine((b) => b.answer !== undefined || b.done !== undefined, { message: 'errors.required', path: ['answer'] });
export type NoteAnswerBody = z.infer<typeof noteAnswerBody>;

export const worksIdParams = z.object({ worksId: queryId('errors.workNotExist') });
export const noteIdParams = z.object({ id: queryId('errors.noteNotExist') });

/** xmeml is FCP 7 XML, the one Premiere Pro imports (FCPXML is Final Cut Pro's). */
export const NOTE_EXPORT_FORMATS = ['edl', 'csv', 'fcpxml', 'xmeml'] as const;
export type NoteExportFormat = (typeof NOTE_EXPORT_FORMATS)[number];
export const noteExportQuery = z.object({
  format: z.enum(NOTE_EXPORT_FORMATS, { error: 'errors.invalidValue' }),
  videoFileId: z
    .string({ error: 'errors.videoRequired' })
    .trim()
    .min(1, 'errors.videoRequired')
    .max(64, 'errors.fileNotExist'),
  /** The language of the words the file carries ("Editorial team" for a creator's copy). */
  language: z.enum(['en', 'zh']).default('en'),
});
export type NoteExportQuery = z.infer<typeof noteExportQuery>;

export const noteCreated = z.object({ id: z.number() });

export const note = z.object({
  id: z.number(),
  videoFileId: z.string(),
  atMs: z.number(),
  endMs: z.number().nullable(),
  /** The frame at `atMs`, counted from 0 at the renditions' constant frame rate. */
  frame: z.number(),
  /** That frame rate, so a client writes the same timecode as the exports. */
  frameRate: z.number(),
  box: noteBox.nullable(),
  text: z.string(),
  /** The writer's name for staff; creators read "Editorial team" (null here, the web's words). */
  author: z.string().nullable(),
  answer: z.string().nullable(),
  done: z.boolean(),
  version: z.number(),
  /** When the decision carrying it was sent; null while a reviewer may still edit it. */
  sentAt: z.string().nullable(),
});
export type Note = z.infer<typeof note>;

export const noteList = z.object({ list: z.array(note) });
export type NoteList = z.infer<typeof noteList>;

import { done, envelope } from '@stringer/shared/schemas/common';
import {
  noteAnswerBody,
  noteCreateBody,
  noteCreated,
  noteExportQuery,
  noteIdParams,
  noteList,
  noteUpdateBody,
  worksIdParams,
} from '@stringer/shared/schemas/notes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CREATOR, REVIEWER, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { binary } from '../../platform/openapi';
import type { NoteReader, NotesService } from './notes.service';

const tags = ['notes'];
const exportResponse = binary(
  "One video's notes: CSV, a CMX 3600 EDL of Resolve markers, FCPXML markers, or FCP 7 XML (xmeml) markers for Premiere Pro",
  'text/csv',
  'text/plain',
  'application/xml',
);

/** Review notes on a work's frames (issue 23): reviewers write them, the work's creator answers. */
export const notesRoutes: FastifyPluginAsyncZod<{ notes: NotesService }> = async (app, { notes }) => {
  const staff = { access: REVIEWER };
  const creator = { access: CREATOR };
  const reader = (req: Parameters<typeof sessionOf>[0], isStaff: boolean): NoteReader =>
    isStaff ? { staff: true } : { staff: false, auth: sessionOf(req) };

  for (const [side, isStaff] of [
    ['manager', true],
    ['web', false],
  ] as const) {
    const config = isStaff ? staff : creator;
    app.get(
      `/${side}/works/:worksId/notes`,
      {
        config,
        schema: {
          tags,
          summary: isStaff
            ? "Every note on a work, by every reviewer, with its author's name"
            : 'The notes sent on a work of mine',
          params: worksIdParams,
          response: { 200: envelope(noteList) },
        },
      },
      async (req) => ok(await notes.list(reader(req, isStaff), req.params.worksId)),
    );
    app.get(
      `/${side}/works/:worksId/notes/export`,
      {
        config,
        schema: {
          tags,
          summary: "One video's notes for an editing suite, at its frame rate (drop-frame for 29.97 and 59.94)",
          params: worksIdParams,
          querystring: noteExportQuery,
          response: { 200: exportResponse },
        },
      },
      async (req, reply) => {
        const file = await notes.exportFile(reader(req, isStaff), req.params.worksId, req.query);
        return reply
          .header('content-type', file.type)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(file.body));
      },
    );
  }

  app.post(
    '/manager/works/:worksId/notes',
    {
      config: staff,
      schema: {
        tags,
        summary:
          "A note at a moment (or range, or box) of one of the work's videos; the creator reads it once a decision is sent",
        params: worksIdParams,
        body: noteCreateBody,
        response: { 200: envelope(noteCreated) },
      },
    },
    async (req) => ok(await notes.add(sessionOf(req), req.params.worksId, req.body)),
  );
  app.put(
    '/manager/works/notes/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Change a note not sent yet',
        params: noteIdParams,
        body: noteUpdateBody,
        response: { 200: done },
      },
    },
    async (req) => ok(await notes.edit(sessionOf(req), req.params.id, req.body).then(() => null)),
  );
  app.delete(
    '/manager/works/notes/:id',
    {
      config: staff,
      schema: { tags, summary: 'Delete a note not sent yet', params: noteIdParams, response: { 200: done } },
    },
    async (req) => ok(await notes.remove(sessionOf(req), req.params.id).then(() => null)),
  );
  app.put(
    '/web/works/notes/:id',
    {
      config: creator,
      schema: {
        tags,
        summary: 'Answer a note on a work of mine, or mark it done',
        params: noteIdParams,
        body: noteAnswerBody,
        response: { 200: done },
      },
    },
    async (req) => ok(await notes.answer(sessionOf(req), req.params.id, req.body).then(() => null)),
  );
};

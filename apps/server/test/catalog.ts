import { makeJpeg } from '@stringer/test-support/media';
import { uploadReady } from '@stringer/test-support/uploads';
import type { FastifyInstance } from 'fastify';

const DAY = 24 * 3_600_000;

/** An ISO time `days` from now (negative: past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A picture the staff member uploaded (kind cover), ready to become a catalog image. */
export const uploadCover = (app: FastifyInstance, base: string, token: string) =>
  uploadReady(app, base, token, makeJpeg('cover.jpg'), { kind: 'cover', filename: 'cover.jpg' });

/** The audit rows of one catalog item, oldest first. */
export const auditOf = async (
  sql: { query(q: string, v: unknown[]): Promise<{ rows: unknown[] }> },
  entity: string,
  id: number,
) =>
  (
    await sql.query(
      'SELECT staff_id, creator_id, action, before, after FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id',
      [entity, id],
    )
  ).rows as {
    staff_id: number;
    creator_id: number | null;
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown>;
  }[];

import type { AuditEntity } from '@stringer/shared/schemas/audit';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/database';
import { listen, notify } from '../../../platform/db/notify';
import type { Audience, Realtime } from '../../../platform/realtime';

/** The channel of the change feed: one message per audit row, at its transaction's commit. */
export const CHANGES_CHANNEL = 'changes';

/** A committed change: what it concerns and whose, never its content. */
export interface Change {
  entity: AuditEntity;
  /** Null for a thing without a number (an uploaded file, a notification sent to many). */
  entityId: number | null;
  creatorId: number | null;
  action: string;
}

/**
 * The catalog creators browse (the open task lists, activities, banners, College): a change to one
 * that names no creator reaches every signed-in page, not staff only.
 */
const EVERY_CREATOR_SEES = new Set<AuditEntity>(['task', 'activity', 'banner', 'article']);

/**
 * Puts an audit row on the feed. Called by the log's one writer inside the change's transaction:
 * PostgreSQL delivers a NOTIFY at commit only, and never after a rollback (decision 0042).
 */
export const announceChange = (
  db: Db,
  row: Pick<Change, 'entity' | 'action'> & { entityId?: number | null; creatorId?: number | null },
) =>
  notify(db, CHANGES_CHANNEL, {
    entity: row.entity,
    entityId: row.entityId ?? null,
    creatorId: row.creatorId ?? null,
    action: row.action,
  } satisfies Change);

/** The creator's own things, and every staff member; the catalog, everyone. */
export function audienceOf({ entity, creatorId }: Change): Audience {
  if (creatorId !== null) return { accountIds: [creatorId], staff: true };
  return EVERY_CREATOR_SEES.has(entity) ? 'everyone' : { accountIds: [], staff: true };
}

/**
 * Tells open pages that something they may show changed (`changed`), so they fetch it again.
 * Every web instance hears the feed and tells the sockets it holds itself, whichever process
 * committed (a worker's system moves included).
 */
export function forwardChanges(databaseUrl: string, realtime: Pick<Realtime, 'toLocal'>, log: FastifyBaseLogger) {
  return listen(
    databaseUrl,
    CHANGES_CHANNEL,
    (payload) => {
      const change = payload as Change;
      realtime.toLocal(audienceOf(change), 'changed', { entity: change.entity, entityId: change.entityId });
    },
    log,
    () => realtime.toLocal('everyone', 'resync'),
  );
}

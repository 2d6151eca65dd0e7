import type { FastifyBaseLogger } from 'fastify';
import { listen } from '../../platform/db/notify';
import type { Realtime } from '../../platform/realtime';
import { RENDITIONS_CHANNEL, type RenditionEvent } from './renditions.service';

/**
 * Tells the owner's open pages how their video is getting on. Workers may run on other machines:
 * they NOTIFY on the shared PostgreSQL, and each web instance passes it to the sockets it holds
 * (with Redis, the adapter reaches the others).
 */
export function forwardRenditionEvents(
  databaseUrl: string,
  realtime: Pick<Realtime, 'toAccount'>,
  log: FastifyBaseLogger,
) {
  return listen(
    databaseUrl,
    RENDITIONS_CHANNEL,
    (payload) => {
      const { fileId, ownerId, state, progress, changed } = payload as RenditionEvent;
      realtime.toAccount(ownerId, 'media', { fileId, state, progress, changed });
    },
    log,
  );
}

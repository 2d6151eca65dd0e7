import type { FastifyBaseLogger } from 'fastify';
import { listen } from '../../platform/db/notify';
import type { Realtime } from '../../platform/realtime';
import { RENDITIONS_CHANNEL, type RenditionEvent } from './renditions.service';

/**
 * Tells the owner's open pages, and the console's (reviewers see readiness in their queues), how a
 * video is getting on. Workers may run on other machines: they NOTIFY on the shared PostgreSQL, and
 * every web instance hears it and tells the sockets it holds itself (through the Redis adapter
 * each would reach every instance's sockets, once per instance).
 */
export function forwardRenditionEvents(
  databaseUrl: string,
  realtime: Pick<Realtime, 'toLocal'>,
  log: FastifyBaseLogger,
) {
  return listen(
    databaseUrl,
    RENDITIONS_CHANNEL,
    (payload) => {
      const { fileId, ownerId, state, progress, changed } = payload as RenditionEvent;
      realtime.toLocal({ accountIds: [ownerId], staff: true }, 'media', { fileId, state, progress, changed });
    },
    log,
  );
}

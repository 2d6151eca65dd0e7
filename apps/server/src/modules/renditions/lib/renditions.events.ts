import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/database';
import { listen, notify } from '../../../platform/db/notify';
import type { Realtime } from '../../../platform/realtime';
import type { Signer } from '../../../platform/storage/index';
import { type MovedRow, presentMove } from '../renditions.presenter';
import { renditionsRepository as repo } from '../renditions.repository';

/** The channel web instances listen on for files' moves, to tell the owner's open pages. */
const MOVES_CHANNEL = 'file_moves';

interface Move {
  row: MovedRow;
  changed: boolean;
}

/**
 * Tells the file's owner (and staff, of a video's processing) how it stands now: the probe's
 * verdict, or its renditions' progress. The row is read after the move, so a push says what a
 * fetch would; best effort, as a lost word is made up for by the next one or a page's fetch.
 */
export async function tellMoved(
  db: Db,
  fileId: string,
  changed: boolean,
  log: { warn(obj: object, msg: string): void },
) {
  try {
    const row = await repo.moved(db, fileId);
    if (row) await notify(db, MOVES_CHANNEL, { row, changed } satisfies Move);
  } catch (err) {
    log.warn({ err, fileId }, 'a file move not told');
  }
}

/**
 * Passes every file move on to the sockets this instance holds, presented here (its addresses
 * signed) as a file's details would be. Workers may run on other machines: they NOTIFY on the
 * shared PostgreSQL, and every web instance hears it (through the Redis adapter each would reach
 * every instance's sockets, once per instance).
 */
export function forwardFileMoves(
  databaseUrl: string,
  realtime: Pick<Realtime, 'toLocal'>,
  storage: Pick<Signer, 'renditionQuery'>,
  log: FastifyBaseLogger,
) {
  return listen(
    databaseUrl,
    MOVES_CHANNEL,
    (payload) => {
      const { row, changed } = payload as Move;
      const moved = presentMove(row, storage, changed);
      // Staff follow the processing of the videos they may open (readiness in their queues, a
      // review's player): a work's or a clue's. A refusal, or a video only in a form being
      // filled, is its owner's alone: the push carries signed addresses.
      realtime.toLocal({ accountIds: [row.ownerId], staff: moved.media !== null && row.inItem }, 'media', moved);
    },
    log,
    () => realtime.toLocal('everyone', 'resync'),
  );
}

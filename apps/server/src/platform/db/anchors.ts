import type { Db } from './database';

/** Where a row sorts in a list: its sort time as PostgreSQL prints it (microseconds kept), and its id. */
export interface Anchor {
  at: string;
  id: number;
}

/** The anchors of one list (one owner, one status filter) at one version, by rank (rows before them). */
interface ListAnchors {
  version: string;
  byRank: Map<number, Anchor>;
}

/** Lists remembered per database handle, least recently used first; anchors per list. */
const MAX_LISTS = 5_000;
const MAX_ANCHORS = 32;

const caches = new WeakMap<Db, Map<string, ListAnchors>>();

function listsOf(db: Db) {
  let lists = caches.get(db);
  if (!lists) {
    lists = new Map();
    caches.set(db, lists);
  }
  return lists;
}

/**
 * The first keys of pages already read, so a deep page starts from the nearest one at or before
 * it instead of skipping every entry from the top (docs/decisions/0037). An anchor is only used
 * for the version it was read at: the page query returns the list's version beside its rows, and
 * a page read from an anchor of another version is read again from the top.
 */
export const anchors = {
  /** The nearest anchor at or before `rank`, with its rank and version, if one is known. */
  nearest(db: Db, list: string, rank: number): (Anchor & { rank: number; version: string }) | undefined {
    const lists = listsOf(db);
    const known = lists.get(list);
    if (!known) return undefined;
    // Most recently used last, so the lists read often stay.
    lists.delete(list);
    lists.set(list, known);
    let best: number | undefined;
    for (const r of known.byRank.keys()) if (r <= rank && (best === undefined || r > best)) best = r;
    const anchor = best === undefined ? undefined : known.byRank.get(best);
    return anchor && best !== undefined ? { ...anchor, rank: best, version: known.version } : undefined;
  },

  /** Remembers the key of the row at `rank` in `list` at `version`; another version forgets the old anchors. */
  remember(db: Db, list: string, version: string, rank: number, anchor: Anchor) {
    if (rank === 0) return;
    const lists = listsOf(db);
    let known = lists.get(list);
    if (!known || known.version !== version) {
      known = { version, byRank: new Map() };
      lists.delete(list);
      lists.set(list, known);
      if (lists.size > MAX_LISTS) lists.delete(lists.keys().next().value as string);
    }
    known.byRank.delete(rank);
    known.byRank.set(rank, anchor);
    if (known.byRank.size > MAX_ANCHORS) known.byRank.delete(known.byRank.keys().next().value as number);
  },
};

import type { NotificationType } from '@stringer/shared/schemas/notifications';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What shows each kind of thing (the audit log's entity names), by query-key prefix, on either
 * side: a creator's pages and the console share one table, since a prefix no query on the page
 * uses costs nothing. The audit log shows every kind.
 */
const SHOWN_BY: Record<string, QueryKey[]> = {
  work: [['works'], ['tasks', 'mine'], ['content', 'public-works'], ['review'], ['rewards'], ['catalog', 'task']],
  clue: [['clues'], ['review']],
  certification: [['certification'], ['current-user'], ['review']],
  reward: [['works'], ['tasks', 'mine'], ['rewards'], ['catalog', 'task']],
  payout: [['works'], ['tasks', 'mine'], ['rewards'], ['catalog', 'task']],
  task: [['tasks'], ['catalog', 'task']],
  activity: [['activities'], ['tasks', 'mine'], ['catalog', 'activity']],
  banner: [
    ['content', 'banners'],
    ['catalog', 'banner'],
  ],
  article: [
    ['content', 'articles'],
    ['content', 'article'],
    ['content-admin', 'articles'],
  ],
  agreement: [
    ['content', 'agreement'],
    ['content-admin', 'agreements'],
  ],
  rejectReason: [['review', 'reject-reasons']],
  staff: [['staff']],
  // A refused upload: the work or clue that holds it.
  file: [['works'], ['clues'], ['review']],
};
const ALWAYS: QueryKey[] = [['audit']];

/** What a notification is about: a staff move on that kind of thing. */
export const ENTITY_OF: Record<NotificationType, string> = {
  workPassed: 'work',
  workRejected: 'work',
  workSentBack: 'work',
  workMadePublic: 'work',
  clueAccepted: 'clue',
  clueUnaccepted: 'clue',
  clueSentBack: 'clue',
  certificationPassed: 'certification',
  certificationFailed: 'certification',
  rewardIssued: 'reward',
  payoutPaid: 'payout',
  taskOffered: 'task',
  // Support's own notice: about nothing a page lists (the audit log hears of it anyway).
  system: 'notification',
};

/** A batch reward move tells of every work in it: its events, heard together, refetch once. */
const GATHER_MS = 200;

/**
 * Refetches what shows the kinds of things heard of. Only queries on screen fetch again (the rest
 * are stale and fetch when next shown). A refetch never resets a form being typed in: edit forms
 * take their query's data once, as antd's `initialValues`, when they mount.
 */
export function liveChanges(queryClient: QueryClient) {
  const heard = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const keys = new Map<string, QueryKey>();
    for (const key of [...heard].flatMap((entity) => [...(SHOWN_BY[entity] ?? []), ...ALWAYS]))
      keys.set(JSON.stringify(key), key);
    heard.clear();
    for (const queryKey of keys.values()) void queryClient.invalidateQueries({ queryKey });
  };
  return {
    heard(entity: string) {
      heard.add(entity);
      timer ??= setTimeout(flush, GATHER_MS);
    },
    stop: () => clearTimeout(timer),
  };
}

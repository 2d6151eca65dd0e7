import type { AuditEntity } from '@stringer/shared/schemas/audit';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { accountKeys } from '../../features/account/api/account';
import { auditKeys } from '../../features/audit/api/get-audit-log';
import { authKeys } from '../../features/auth/api/get-current-user';
import { catalogKeys } from '../../features/catalog/api/catalog';
import { clueKeys } from '../../features/clues/api/clues';
import { contentKeys } from '../../features/content/api/content-keys';
import { adminAgreementKeys } from '../../features/content-admin/api/agreements';
import { adminArticleKeys } from '../../features/content-admin/api/articles';
import { earningsKeys } from '../../features/earnings/api/earnings';
import { factorKeys } from '../../features/factors/api/factors';
import { licenceKeys } from '../../features/licences/api/licences';
import { supportKeys } from '../../features/messages/api/support-inbox';
import { staffNoteKeys } from '../../features/review/api/notes';
import { reviewKeys } from '../../features/review/api/review';
import { rewardKeys } from '../../features/rewards/api/get-rewards';
import { staffKeys } from '../../features/staff/api/staff';
import { systemKeys } from '../../features/system/api/system';
import { myNoteKeys } from '../../features/works/api/notes';
import { workKeys } from '../../features/works/api/works';
import { activityKeys, taskKeys } from '../../lib/activities-and-tasks';

const mine = taskKeys.mine();

/**
 * What shows each kind of thing (the audit log's entities), by query-key prefix, on either side: a
 * creator's pages and the console share one table, since a prefix no query on the page uses costs
 * nothing. The audit log shows every kind. Every entity has its line (a new one fails the type
 * check until it says what shows it).
 */
const SHOWN_BY: Record<AuditEntity, QueryKey[]> = {
  work: [
    workKeys.all,
    mine,
    contentKeys.publicWorks(),
    reviewKeys.all,
    rewardKeys.all,
    catalogKeys.kind('task'),
    earningsKeys.all,
  ],
  // A note written, changed or answered: staff's lists and the creator's (a decision that sends
  // notes is a `work` change, whose prefixes hold both).
  workNote: [staffNoteKeys.all, myNoteKeys.all],
  clue: [clueKeys.all, reviewKeys.all],
  // A request from a public page, or support's reply: the console's list and the request open.
  licenceRequest: [licenceKeys.all],
  certification: [accountKeys.certification(), authKeys.currentUser(), reviewKeys.all],
  reward: [workKeys.all, mine, rewardKeys.all, catalogKeys.kind('task'), earningsKeys.all],
  payout: [workKeys.all, mine, rewardKeys.all, catalogKeys.kind('task'), earningsKeys.all],
  // Changed in another tab: the masked details there are read again.
  payoutDetails: [earningsKeys.all],
  task: [taskKeys.all, catalogKeys.kind('task')],
  activity: [activityKeys.all, mine, catalogKeys.kind('activity')],
  banner: [contentKeys.banners(), catalogKeys.kind('banner')],
  article: [contentKeys.articles(), adminArticleKeys.all],
  agreement: [contentKeys.agreements(), adminAgreementKeys.all],
  rejectReason: [reviewKeys.rejectReasons()],
  staff: [staffKeys.all],
  // A colleague's canned reply: the picker of every open inbox offers it at once.
  cannedReply: [supportKeys.cannedReplies()],
  // A failed job run again: the system page of every admin.
  job: [systemKeys.overview()],
  securityPolicy: [factorKeys.policy()],
  // A conversation's moves come by the chat's own events (conversation, message, read).
  conversation: [],
  // Notifications come by their own event, which refetches the bell's list (and only that: the
  // thing a notification is about has its own `changed`, from the same transaction).
  notification: [],
  // A refused upload: the work or clue that holds it.
  file: [workKeys.all, clueKeys.all, reviewKeys.all],
};
const ALWAYS: QueryKey[] = [auditKeys.all];

/** A batch reward move tells of every work in it: its events, heard together, refetch once. */
const GATHER_MS = 200;

/**
 * Refetches what shows the kinds of things heard of. Only queries on screen fetch again (the rest
 * are stale and fetch when next shown). A refetch never resets a form being typed in: edit forms
 * take their query's data once, as antd's `initialValues`, when they mount.
 */
export function liveChanges(queryClient: QueryClient) {
  const heard = new Set<AuditEntity>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const keys = new Map<string, QueryKey>();
    for (const key of [...heard].flatMap((entity) => [...SHOWN_BY[entity], ...ALWAYS]))
      keys.set(JSON.stringify(key), key);
    heard.clear();
    for (const queryKey of keys.values()) void queryClient.invalidateQueries({ queryKey });
  };
  return {
    heard(entity: AuditEntity) {
      heard.add(entity);
      timer ??= setTimeout(flush, GATHER_MS);
    },
    /**
     * The connection is up (again): moves made while it was not reached no page, so what is on
     * screen from before it is fetched again. What is fetching now, or fetched since, is current.
     */
    connected() {
      const at = Date.now();
      // Fetched in the same millisecond counts as before: a fetch too many costs little, a move
      // missed stays on screen (the clock's millisecond, and timers may fire a little early).
      void queryClient.invalidateQueries(
        { refetchType: 'active', predicate: (query) => query.state.dataUpdatedAt <= at },
        { cancelRefetch: false },
      );
    },
    /**
     * A video entered or left processing: what shows that file (its id is in the data: a
     * detail's videos, a list row's videos in process, a form's file) is fetched again, and
     * nothing else. Queries are few and their data small; scanning it costs less than each query
     * keeping a list of its files.
     */
    mediaChanged(fileId: string) {
      void queryClient.invalidateQueries({
        refetchType: 'active',
        predicate: (query) => query.state.data !== undefined && JSON.stringify(query.state.data).includes(fileId),
      });
    },
    stop: () => clearTimeout(timer),
  };
}

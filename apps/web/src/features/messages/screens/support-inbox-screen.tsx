import type { ConversationSummary } from '@stringer/shared/schemas/messages';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/count-badge';
import { Pager } from '../../../components/pager';
import { Loading } from '../../../components/screen-boundary';
import { UserAvatar } from '../../../components/user-avatar';
import { withAntd } from '../../../components/with-antd';
import { useAfterFirstRows } from '../../../lib/after-first-rows';
import { useSession } from '../../../lib/session';
import { type InboxFilters as Filters, useInbox, useInboxUpdates } from '../api/support-inbox';
import { InboxFilters } from '../components/inbox-filters';
import { StatusTag } from '../components/status-tag';
import { WaitingTime } from '../components/waiting-time';

// The open conversation (its messages, composer and uploads, the creator's card) arrives after the
// list's first rows, not with them: it is most of the screen's code, and antd comes with it, the
// list being drawn without it (decision 0077).
const loadConversation = withAntd(() => import('../components/open-conversation'));
const OpenConversation = lazy(loadConversation);
// The canned replies' drawer (a form, a list) too: it opens on a click.
const loadCannedReplies = () =>
  import('../components/canned-replies-drawer').then((m) => ({ default: m.CannedRepliesDrawer }));
const CannedRepliesDrawer = lazy(withAntd(loadCannedReplies));

function preview(t: (key: string) => string, c: ConversationSummary) {
  const m = c.lastMessage;
  if (!m) return '';
  if (m.revoked) return t('messages.revoked');
  const body = m.text ?? m.file?.name ?? '';
  return m.private ? `${t('inbox.privateNote')}: ${body}` : body;
}

function InboxItem({ c, open, onOpen }: { c: ConversationSummary; open: boolean; onOpen(): void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={open ? 'support-item support-item-open' : 'support-item'}
      onClick={onOpen}
      data-testid="conversation"
    >
      <CountBadge count={c.unread}>
        <UserAvatar src={c.creator.avatarUrl} />
      </CountBadge>
      <span className="support-item-text">
        <span>
          {c.creator.name} {c.status !== 'open' && <StatusTag c={c} />}
        </span>
        <span className="secondary-text support-item-preview">{preview(t, c)}</span>
        <span className="support-item-tags">
          {c.unanswered && c.waitingSince && <WaitingTime since={c.waitingSince} />}
          <span className="secondary-text" data-testid="conversation-assignee">
            {c.assignee ? c.assignee.name : t('inbox.unassigned')}
          </span>
        </span>
      </span>
    </button>
  );
}

/**
 * The support inbox (Chatwoot's): conversations by whose, status (with counts) and search,
 * unanswered first, live; one open with its assignee and status, the creator beside it.
 */
export default function SupportInboxScreen() {
  const { t } = useTranslation();
  const me = useSession((s) => s.userId);
  const [filters, setFilters] = useState<Filters>({ status: 'open', assignee: 'all', q: '', sort: 'newest' });
  const [pageNum, setPageNum] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [managing, setManaging] = useState(false);
  const inbox = useInbox(filters, pageNum);
  const list = inbox.data?.list ?? [];
  const listed = inbox.data !== undefined;
  const afterRows = useAfterFirstRows(!inbox.isPending);
  // Fetched once the rows are drawn, so that a conversation opens at once; a failure shows when it opens.
  useEffect(() => {
    if (listed) loadConversation().catch(() => undefined);
  }, [listed]);
  // The open conversation stays open while it leaves the list (resolved, or handed on).
  const [kept, setKept] = useState<ConversationSummary | null>(null);
  const open = list.find((c) => c.id === openId) ?? (kept?.id === openId ? kept : null);
  useEffect(() => {
    const found = list.find((c) => c.id === openId);
    if (found) setKept(found);
  }, [list, openId]);

  // Another support member's reply, assignment or status, or a creator's message, reaches every inbox.
  // The live connection comes with the console's bridge, after the first rows (decision 0077):
  // until it is there, nothing is pushed, so nothing is missed by listening once it is.
  const update = useInboxUpdates(me);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('../../../lib/chat').then(({ chat }) => {
      if (gone) return;
      stop = chat.on('conversationListUpdated', (c) => {
        update(c);
        setKept((k) => (k?.id === c.id ? c : k));
      });
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [update]);
  const filter = (f: Filters) => {
    setFilters(f);
    setPageNum(1);
  };

  return (
    <div className="support-inbox">
      <aside className="support-list">
        <InboxFilters filters={filters} counts={inbox.data?.counts} onChange={filter} />
        <button type="button" className="link-button" onClick={() => setManaging(true)}>
          {t('inbox.cannedReplies')}
        </button>
        {inbox.isLoading && <Loading />}
        {!inbox.isLoading && list.length === 0 && <p className="list-empty">{t('console.noConversations')}</p>}
        <ul className="support-items">
          {list.map((c) => (
            <li key={c.id}>
              <InboxItem c={c} open={c.id === openId} onOpen={() => setOpenId(c.id)} />
            </li>
          ))}
        </ul>
        <Pager current={pageNum} total={inbox.data?.total ?? 0} pageSize={20} onChange={setPageNum} />
      </aside>
      {open ? (
        <Suspense fallback={<Loading />}>
          <OpenConversation key={open.id} summary={open} me={me} />
        </Suspense>
      ) : (
        <p className="list-empty support-empty">{t('console.pick')}</p>
      )}
      {(afterRows || managing) && (
        <Suspense fallback={null}>
          <CannedRepliesDrawer open={managing} onClose={() => setManaging(false)} />
        </Suspense>
      )}
    </div>
  );
}

import { UserOutlined } from '@ant-design/icons';
import type { ConversationSummary } from '@stringer/shared/schemas/messages';
import { Avatar, Badge, Button, Empty, Pagination, Spin, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstRows } from '../../../lib/after-first-rows';
import { useSession } from '../../../lib/session';
import { type InboxFilters as Filters, useInbox, useInboxUpdates } from '../api/support-inbox';
import { InboxFilters } from '../components/inbox-filters';
import { StatusTag } from '../components/status-tag';
import { WaitingTime } from '../components/waiting-time';

// The open conversation (its messages, composer and uploads, the creator's card) arrives after the
// list's first rows, not with them: it is most of the screen's code (decision 0077).
const loadConversation = () => import('../components/open-conversation');
const OpenConversation = lazy(loadConversation);
// The canned replies' drawer (a form, a list) too: it opens on a click.
const CannedRepliesDrawer = lazy(() =>
  import('../components/canned-replies-drawer').then((m) => ({ default: m.CannedRepliesDrawer })),
);

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
      <Badge count={c.unread} size="small">
        <Avatar src={c.creator.avatarUrl ?? undefined} icon={<UserOutlined />} alt="" />
      </Badge>
      <span className="support-item-text">
        <span>
          {c.creator.name} {c.status !== 'open' && <StatusTag c={c} />}
        </span>
        <Typography.Text type="secondary" ellipsis>
          {preview(t, c)}
        </Typography.Text>
        <span className="support-item-tags">
          {c.unanswered && c.waitingSince && <WaitingTime since={c.waitingSince} />}
          <Typography.Text type="secondary" data-testid="conversation-assignee">
            {c.assignee ? c.assignee.name : t('inbox.unassigned')}
          </Typography.Text>
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
        <Button type="link" onClick={() => setManaging(true)}>
          {t('inbox.cannedReplies')}
        </Button>
        {inbox.isLoading && <Spin />}
        {!inbox.isLoading && list.length === 0 && <Empty description={t('console.noConversations')} />}
        <ul className="support-items">
          {list.map((c) => (
            <li key={c.id}>
              <InboxItem c={c} open={c.id === openId} onOpen={() => setOpenId(c.id)} />
            </li>
          ))}
        </ul>
        {(inbox.data?.total ?? 0) > 20 && (
          <Pagination simple current={pageNum} total={inbox.data?.total} pageSize={20} onChange={setPageNum} />
        )}
      </aside>
      {open ? (
        <Suspense fallback={<Spin />}>
          <OpenConversation key={open.id} summary={open} me={me} />
        </Suspense>
      ) : (
        <Empty className="support-empty" description={t('console.pick')} />
      )}
      {(afterRows || managing) && (
        <Suspense fallback={null}>
          <CannedRepliesDrawer open={managing} onClose={() => setManaging(false)} />
        </Suspense>
      )}
    </div>
  );
}

import { UserOutlined } from '@ant-design/icons';
import type { ConversationSummary } from '@stringer/shared/schemas/messages';
import { Avatar, Badge, Button, Empty, Spin, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedFilter } from '../../../components/segmented-filter';
import { chat } from '../../../lib/chat';
import { useSession } from '../../../lib/session';
import { supportConversation } from '../api/messages';
import { type InboxStatus, useInbox, useInboxUpdates, useSetStatus } from '../api/support-inbox';
import { useConversation } from '../api/use-conversation';
import { ChatPanel } from '../components/chat-panel';
import { CreatorCard } from '../components/creator-card';

const supportsOwn = (m: { fromStaff: boolean }) => m.fromStaff;

function Conversation({ summary }: { summary: ConversationSummary }) {
  const { t } = useTranslation();
  const userId = useSession((s) => s.userId);
  const api = useMemo(() => supportConversation(summary.id), [summary.id]);
  const conversation = useConversation(api, summary.id, userId);
  const setStatus = useSetStatus();
  const resolved = summary.status === 'resolved';
  return (
    <section className="support-conversation">
      <header className="support-conversation-header">
        <Typography.Title level={5}>{summary.creator.name}</Typography.Title>
        <Button
          onClick={() => setStatus.mutate({ conversationId: summary.id, status: 'resolved' })}
          disabled={resolved}
          loading={setStatus.isPending}
        >
          {t(resolved ? 'console.resolved' : 'console.resolve')}
        </Button>
      </header>
      <ChatPanel conversation={conversation} isMine={supportsOwn} />
    </section>
  );
}

function preview(t: (key: string) => string, c: ConversationSummary) {
  const m = c.lastMessage;
  if (!m) return '';
  if (m.revoked) return t('messages.revoked');
  return m.text ?? m.file?.name ?? '';
}

/** The support inbox: conversations, unanswered first, live; one open with the creator beside it. */
export default function SupportInboxScreen() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<InboxStatus>('open');
  const [openId, setOpenId] = useState<number | null>(null);
  const inbox = useInbox(status, 1);
  const list = inbox.data?.list ?? [];
  const open = list.find((c) => c.id === openId) ?? null;

  // Another support member's reply, or a creator's new message, reorders the inbox for everyone.
  const update = useInboxUpdates();
  useEffect(() => chat.on('conversationListUpdated', update), [update]);

  return (
    <div className="support-inbox">
      <aside className="support-list">
        <SegmentedFilter
          aria-label={t('app.statusFilter')}
          value={status}
          onChange={(v) => setStatus(v as InboxStatus)}
          options={[
            { value: 'open', label: t('console.open') },
            { value: 'resolved', label: t('console.resolvedList') },
            { value: 'all', label: t('console.all') },
          ]}
        />
        {inbox.isLoading && <Spin />}
        {!inbox.isLoading && list.length === 0 && <Empty description={t('console.noConversations')} />}
        <ul className="support-items">
          {list.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className={c.id === openId ? 'support-item support-item-open' : 'support-item'}
                onClick={() => setOpenId(c.id)}
                data-testid="conversation"
              >
                <Badge count={c.unread} size="small">
                  <Avatar src={c.creator.avatarUrl ?? undefined} icon={<UserOutlined />} alt="" />
                </Badge>
                <span className="support-item-text">
                  <span>
                    {c.creator.name} {c.unanswered && <Tag color="orange">{t('console.unanswered')}</Tag>}
                  </span>
                  <Typography.Text type="secondary" ellipsis>
                    {preview(t, c)}
                  </Typography.Text>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </aside>
      {open ? (
        <>
          <Conversation key={open.id} summary={open} />
          <CreatorCard conversationId={open.id} />
        </>
      ) : (
        <Empty className="support-empty" description={t('console.pick')} />
      )}
    </div>
  );
}

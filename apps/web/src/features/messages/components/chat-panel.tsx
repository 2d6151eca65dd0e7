import { Button, Empty, Spin } from 'antd';
import { type ComponentProps, type UIEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { useConversation } from '../api/use-conversation';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';

interface Props {
  conversation: ReturnType<typeof useConversation>;
  /** Whether a message is the viewer's side's (the creator's own, or the support team's). */
  isMine(m: { fromStaff: boolean }): boolean;
  staffTools?: ComponentProps<typeof Composer>['staffTools'];
}

/** History that pages back on scroll to the top, stays at the bottom as messages arrive, and marks them read. */
export function ChatPanel({ conversation, isMine, staffTools }: Props) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // A revoked message loses its Revoke button, and focus with it: writing is where it goes next.
  const revoke = (id: number) =>
    void conversation.revoke(id).finally(() => panel.current?.querySelector('textarea')?.focus());
  const { messages, hasMore, loading, peerReadSeq, markRead } = conversation;
  const newest = messages.at(-1);

  // Follow the conversation to its newest message, and read what the other side wrote.
  const newestKey = newest ? `${newest.clientMsgId}:${newest.seq}` : '';
  useEffect(() => {
    if (!newestKey) return;
    list.current?.scrollTo({ top: list.current.scrollHeight });
    markRead();
  }, [newestKey, markRead]);

  const onScroll = (e: UIEvent<HTMLOListElement>) => {
    if (e.currentTarget.scrollTop === 0 && hasMore && !loading) void conversation.loadOlder();
  };

  return (
    <div className="chat-panel" ref={panel}>
      <ol className="message-list" ref={list} onScroll={onScroll} aria-live="polite" aria-label={t('messages.history')}>
        {hasMore && (
          <li className="message-more">
            <Button type="link" size="small" onClick={() => void conversation.loadOlder()} loading={loading}>
              {t('messages.older')}
            </Button>
          </li>
        )}
        {/* A list holds only items (axe: list): the spinner and the empty state are items too. */}
        {loading && messages.length === 0 && (
          <li className="message-more">
            <Spin />
          </li>
        )}
        {!loading && messages.length === 0 && (
          <li>
            <Empty description={t('messages.empty')} />
          </li>
        )}
        {messages.map((m) => (
          <MessageBubble
            key={m.clientMsgId}
            message={m}
            mine={isMine(m)}
            readByPeer={m.seq > 0 && m.seq <= peerReadSeq}
            onRetry={() => void conversation.retry(m)}
            onRevoke={() => revoke(m.id)}
          />
        ))}
      </ol>
      <Composer onSend={(content) => void conversation.send(content)} staffTools={staffTools} />
    </div>
  );
}

import type { ConversationSummary } from '@stringer/shared/schemas/messages';
import { useMemo } from 'react';
import { useCannedReplies } from '../api/canned-replies';
import { supportConversation } from '../api/messages';
import { useConversation } from '../api/use-conversation';
import { ChatPanel } from './chat-panel';
import { ConversationHeader } from './conversation-header';
import { CreatorCard } from './creator-card';

const supportsOwn = (m: { fromStaff: boolean }) => m.fromStaff;

function Conversation({ summary, me }: { summary: ConversationSummary; me: number | null }) {
  const api = useMemo(() => supportConversation(summary.id), [summary.id]);
  const conversation = useConversation(api, summary.id, me);
  const replies = useCannedReplies();
  const staffTools = useMemo(
    () => ({ replies: replies.data ?? [], language: summary.creator.language }),
    [replies.data, summary.creator.language],
  );
  return (
    <section className="support-conversation">
      <ConversationHeader summary={summary} me={me} />
      <ChatPanel conversation={conversation} isMine={supportsOwn} staffTools={staffTools} />
    </section>
  );
}

/** The support inbox's open conversation, beside the creator's card. */
export default function OpenConversation({ summary, me }: { summary: ConversationSummary; me: number | null }) {
  return (
    <>
      <Conversation summary={summary} me={me} />
      <CreatorCard conversationId={summary.id} />
    </>
  );
}

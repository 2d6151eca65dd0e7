import type { ConversationStatus, ConversationSummary } from '@stringer/shared/schemas/messages';
import { Button, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAgents, useAssign, useSetStatus } from '../api/support-inbox';

const STATUSES: ConversationStatus[] = ['open', 'pending', 'resolved'];
const NOBODY = 0;

/** Who answers the open conversation (take it, or hand it on) and its status. */
export function ConversationHeader({ summary, me }: { summary: ConversationSummary; me: number | null }) {
  const { t } = useTranslation();
  const agents = useAgents();
  const assign = useAssign();
  const setStatus = useSetStatus();
  const conversationId = summary.id;
  const assigneeId = summary.assignee?.id ?? NOBODY;
  return (
    <header className="support-conversation-header">
      <Typography.Title level={5}>{summary.creator.name}</Typography.Title>
      <Space wrap>
        {me !== null && assigneeId !== me && (
          <Button onClick={() => assign.mutate({ conversationId, assigneeId: me })} loading={assign.isPending}>
            {t('inbox.assignToMe')}
          </Button>
        )}
        <Select
          aria-label={t('inbox.assignee')}
          value={assigneeId}
          loading={agents.isLoading}
          onChange={(id: number) => assign.mutate({ conversationId, assigneeId: id === NOBODY ? null : id })}
          options={[
            { value: NOBODY, label: t('inbox.unassigned') },
            ...(agents.data ?? []).map((a) => ({ value: a.id, label: a.name })),
          ]}
          popupMatchSelectWidth={false}
          data-testid="assignee"
        />
        <Select
          aria-label={t('inbox.statusLabel')}
          value={summary.status}
          onChange={(status: ConversationStatus) => setStatus.mutate({ conversationId, status })}
          options={STATUSES.map((s) => ({ value: s, label: t(`inbox.status.${s}`) }))}
          popupMatchSelectWidth={false}
          data-testid="conversation-status"
        />
      </Space>
    </header>
  );
}

import type { ConversationStatus, ConversationSummary } from '@stringer/shared/schemas/messages';
import { Button, DatePicker, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAgents, useAssign, useSetStatus } from '../api/support-inbox';
import { StatusTag } from './status-tag';

const STATUSES: ConversationStatus[] = ['open', 'pending', 'resolved'];
const NOBODY = 0;

const DAY = 'YYYY-MM-DD';
/** Today, GMT+0: a pending conversation waits until a later day (0046: the console's days are GMT's). */
const todayGmt = () => new Date().toISOString().slice(0, 10);

/** Who answers the open conversation (take it, or hand it on), its status and, pending, until which day. */
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
        {summary.status === 'pending' && (
          <DatePicker
            aria-label={t('inbox.pendingUntilLabel')}
            placeholder={t('inbox.pendingUntilPlaceholder')}
            format={DAY}
            // The day as GMT writes it: the picker's own day is the label, not a local midnight.
            value={summary.pendingUntil ? dayjs(summary.pendingUntil.slice(0, 10)) : null}
            disabledDate={(day: Dayjs) => day.format(DAY) <= todayGmt()}
            onChange={(day: Dayjs | null) =>
              setStatus.mutate({
                conversationId,
                status: 'pending',
                pendingUntil: day ? `${day.format(DAY)}T00:00:00.000Z` : undefined,
              })
            }
            data-testid="pending-until"
          />
        )}
        {summary.status === 'pending' && summary.pendingUntil && <StatusTag c={summary} />}
      </Space>
    </header>
  );
}

import { offerStatusKey } from '@stringer/shared/schemas/assignments';
import type { Task } from '@stringer/shared/schemas/tasks';
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatGmt } from '../../../lib/time';
import { toast } from '../../../lib/toast';
import { useAnswerOffer } from '../api/tasks';

export const OFFER_COLOURS = { offered: 'gold', accepted: 'green', declined: 'default', lapsed: 'default' } as const;

/**
 * An exclusive task's offer on Task details: the creator's answer so far, and while the offer is
 * open (before the answer-by time, offers not closed) Accept and Decline, which also change it.
 */
export function AssignmentAnswer({ task }: { task: Task & { assignment: NonNullable<Task['assignment']> } }) {
  const { t } = useTranslation();
  const answer = useAnswerOffer();
  const { status, open, answerBy } = task.assignment;
  const send = (a: 'accept' | 'decline') =>
    answer.mutate(
      { taskId: task.id, answer: a },
      { onSuccess: () => toast.success(t(a === 'accept' ? 'tasks.acceptedDone' : 'tasks.declinedDone')) },
    );
  const busy = (a: 'accept' | 'decline') => answer.isPending && answer.variables?.answer === a;
  return (
    <Alert
      type={status === 'offered' && open ? 'warning' : 'info'}
      data-testid="assignment-answer"
      title={
        <Space wrap>
          <Typography.Text strong>{t('tasks.yourAnswer')}</Typography.Text>
          <Tag color={OFFER_COLOURS[status]}>
            {t(status === 'offered' ? 'tasks.awaitingAnswer' : offerStatusKey[status])}
          </Tag>
          {open && (
            <Typography.Text type="secondary">
              {t(status === 'offered' ? 'tasks.answerBy' : 'tasks.changeAnswer', { at: formatGmt(answerBy) })}
            </Typography.Text>
          )}
        </Space>
      }
      action={
        open && (
          <Space wrap>
            <Button
              type="primary"
              disabled={status === 'accepted'}
              loading={busy('accept')}
              onClick={() => send('accept')}
            >
              {t('tasks.accept')}
            </Button>
            <Button danger disabled={status === 'declined'} loading={busy('decline')} onClick={() => send('decline')}>
              {t('tasks.decline')}
            </Button>
          </Space>
        )
      }
    />
  );
}

import type { FailedJob } from '@stringer/shared/schemas/system';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { formatGmt } from '../../../lib/time';
import { toast } from '../../../lib/toast';
import { useRetryJob } from '../api/system';
import { queueName } from './queue-name';

/** The latest jobs given up on, with the error that ended them and a way to run each again. */
export function FailedJobsList({ jobs }: { jobs: FailedJob[] }) {
  const { t } = useTranslation();
  const retry = useRetryJob();
  const columns: ListColumn<FailedJob>[] = [
    { key: 'queue', title: t('system.queue'), render: (j) => queueName(t, j) },
    {
      key: 'error',
      title: t('system.error'),
      render: (j) => <Typography.Text className="system-error">{j.error}</Typography.Text>,
    },
    { key: 'attempts', title: t('system.attempts'), render: (j) => j.attempts },
    { key: 'failedAt', title: t('system.failedAt'), render: (j) => formatGmt(j.failedAt) },
    {
      key: 'actions',
      title: t('system.actions'),
      render: (j) => (
        <Button
          size="small"
          loading={retry.isPending && retry.variables?.id === j.id}
          aria-label={t('system.retryOf', { queue: queueName(t, j), time: formatGmt(j.failedAt) })}
          onClick={() =>
            retry.mutate({ queue: j.queue, id: j.id }, { onSuccess: () => toast.success(t('system.retried')) })
          }
        >
          {t('system.retry')}
        </Button>
      ),
    },
  ];
  return (
    <Card className="system-card" title={t('system.failedJobs')} data-testid="system-failed-jobs">
      <ListTable<FailedJob>
        rowKey="id"
        columns={columns}
        rows={jobs}
        loading={false}
        empty={t('system.noFailedJobs')}
      />
    </Card>
  );
}

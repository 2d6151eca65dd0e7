import type { SystemQueue } from '@stringer/shared/schemas/system';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { durationParts } from './figures';
import { queueName } from './queue-name';

/** Each job queue of the install: what waits, runs and failed, and how long the oldest has waited. */
export function QueuesList({ queues }: { queues: SystemQueue[] }) {
  const { t } = useTranslation();
  const columns: ListColumn<SystemQueue>[] = [
    { key: 'queue', title: t('system.queue'), render: (q) => queueName(t, q) },
    { key: 'waiting', title: t('system.waiting'), render: (q) => q.waiting },
    { key: 'running', title: t('system.running'), render: (q) => q.running },
    { key: 'failed', title: t('system.failed'), render: (q) => q.failed },
    {
      key: 'oldest',
      title: t('system.oldestWait'),
      render: (q) => {
        if (q.oldestWaitS === null) return '—';
        const { d, h, m, s } = durationParts(q.oldestWaitS);
        return d || h ? t('system.hoursMinutes', { h: d * 24 + h, m }) : t('system.minutesSeconds', { m, s });
      },
    },
  ];
  return (
    <Card className="system-card" title={t('system.queues')} data-testid="system-queues">
      <ListTable<SystemQueue>
        rowKey="queue"
        columns={columns}
        rows={queues}
        loading={false}
        empty={t('system.noQueues')}
      />
    </Card>
  );
}

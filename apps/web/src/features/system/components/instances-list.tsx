import type { SystemInstance } from '@stringer/shared/schemas/system';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { formatGmt } from '../../../lib/time';
import { queueName } from './queue-name';
import { Uptime } from './uptime';

/** Every web instance and worker that beat in the last day: alive or silent, what it runs. */
export function InstancesList({ instances }: { instances: SystemInstance[] }) {
  const { t } = useTranslation();
  const columns: ListColumn<SystemInstance>[] = [
    { key: 'kind', title: t('system.kind'), render: (i) => t(`system.kinds.${i.kind}`) },
    { key: 'host', title: t('system.host'), render: (i) => `${i.host} · ${i.pid}` },
    {
      key: 'state',
      title: t('system.state'),
      render: (i) =>
        i.alive ? (
          <Tag color="green">{t('system.alive')}</Tag>
        ) : (
          <Tag color="red">{t('system.silent', { time: formatGmt(i.lastSeenAt) })}</Tag>
        ),
    },
    { key: 'uptime', title: t('system.uptime'), render: (i) => <Uptime since={i.startedAt} /> },
    { key: 'version', title: t('system.version'), render: (i) => i.version },
    {
      key: 'runs',
      title: t('system.runs'),
      render: (i) => (i.runs.length ? i.runs.map((q) => queueName(t, q)).join(', ') : t('system.runsNothing')),
    },
    { key: 'sockets', title: t('system.sockets'), render: (i) => i.sockets },
  ];
  return (
    <Card className="system-card" title={t('system.instances')}>
      <ListTable<SystemInstance>
        rowKey="id"
        columns={columns}
        rows={instances}
        loading={false}
        empty={t('system.noInstances')}
      />
    </Card>
  );
}

import { Alert, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSystemOverview } from '../api/system';
import { FailedJobsList } from '../components/failed-jobs-list';
import { LowDiskAlert } from '../components/host-facts';
import { InstallSummary } from '../components/install-summary';
import { InstancesList } from '../components/instances-list';
import { QueuesList } from '../components/queues-list';

/**
 * Admins only: how the whole install is doing, from every process's heartbeat and the job queues,
 * read again every few seconds; a failed job can be run again from here.
 */
export default function SystemScreen() {
  const { t } = useTranslation();
  const overview = useSystemOverview();
  const data = overview.data;
  return (
    <div className="system">
      <Typography.Title level={2}>{t('menu.system')}</Typography.Title>
      {overview.isError && !data && <Alert type="error" showIcon title={t('system.loadFailed')} />}
      {!data ? (
        !overview.isError && <Spin />
      ) : (
        <>
          <LowDiskAlert disk={data.disk} />
          <InstallSummary overview={data} />
          <InstancesList instances={data.instances} />
          <QueuesList queues={data.queues} />
          <FailedJobsList jobs={data.failedJobs} />
        </>
      )}
    </div>
  );
}

import type { SystemOverview } from '@stringer/shared/schemas/system';
import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatGmt } from '../../../lib/time';
import { formatBytes } from './figures';
import { DiskSpace, FfmpegInUse } from './host-facts';

/** Versions, storage and free space, sockets, the last backup and ffmpeg: the install at a glance. */
export function InstallSummary({ overview }: { overview: SystemOverview }) {
  const { t } = useTranslation();
  const { versions, storage, sockets, lastBackup } = overview;
  const alive = overview.instances.filter((i) => i.alive);
  return (
    <Card className="system-card" title={t('system.install')}>
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
        <Descriptions.Item label={t('system.version')}>{versions.app}</Descriptions.Item>
        <Descriptions.Item label="Node.js">{versions.node}</Descriptions.Item>
        <Descriptions.Item label="PostgreSQL">{versions.postgres}</Descriptions.Item>
        <Descriptions.Item label={t('system.webInstances')}>
          {alive.filter((i) => i.kind === 'web').length}
        </Descriptions.Item>
        <Descriptions.Item label={t('system.workers')}>
          {alive.filter((i) => i.kind === 'worker').length}
        </Descriptions.Item>
        <Descriptions.Item label={t('system.sockets')}>{sockets}</Descriptions.Item>
        <Descriptions.Item label={t('system.originals')}>{formatBytes(storage.originalsBytes)}</Descriptions.Item>
        <Descriptions.Item label={t('system.renditions')}>{formatBytes(storage.renditionsBytes)}</Descriptions.Item>
        <Descriptions.Item label={t('system.disk')}>
          <DiskSpace disk={overview.disk} />
        </Descriptions.Item>
        <Descriptions.Item label={t('system.lastBackup')}>
          <BackupResult backup={lastBackup} />
        </Descriptions.Item>
        <Descriptions.Item label={t('system.ffmpeg')} span="filled">
          <FfmpegInUse ffmpeg={overview.ffmpeg} />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function BackupResult({ backup }: { backup: SystemOverview['lastBackup'] }) {
  const { t } = useTranslation();
  if (!backup) return <Tag color="orange">{t('system.noBackup')}</Tag>;
  const outcome = backup.ok === null ? 'running' : backup.ok ? 'ok' : 'failed';
  const color = { running: 'blue', ok: 'green', failed: 'red' }[outcome];
  return (
    <span className="system-backup">
      <Tag color={color}>{t(`system.backup.${outcome}`)}</Tag>
      {formatGmt(backup.finishedAt ?? backup.startedAt)}
      {backup.bytes !== null && ` · ${formatBytes(backup.bytes)}`}
      {backup.error && <span className="system-error"> {backup.error}</span>}
    </span>
  );
}

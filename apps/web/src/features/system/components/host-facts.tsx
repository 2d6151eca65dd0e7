import type { SystemDisk, SystemFfmpeg } from '@stringer/shared/schemas/system';
import { Alert, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './figures';

/** Free space of DATA_DIR's disk, of its size; tagged when low. */
export function DiskSpace({ disk }: { disk: SystemDisk | null }) {
  const { t } = useTranslation();
  if (!disk) return t('system.diskUnknown');
  return (
    <span data-testid="system-disk">
      {disk.low && <Tag color="red">{t('system.diskLowTag')}</Tag>}
      {t('system.diskOf', { free: formatBytes(disk.freeBytes), total: formatBytes(disk.totalBytes) })}
      <Typography.Text type="secondary" className="system-path">
        {disk.path}
      </Typography.Text>
    </span>
  );
}

/** Above the figures, while DATA_DIR's disk is low: what fails next and when. */
export function LowDiskAlert({ disk }: { disk: SystemDisk | null }) {
  const { t } = useTranslation();
  if (!disk?.low) return null;
  const values = { free: formatBytes(disk.freeBytes), threshold: formatBytes(disk.lowBelowBytes) };
  return <Alert className="system-card" type="warning" showIcon title={t('system.diskLow', values)} />;
}

/** The ffmpeg videos are made with, by its version line and path; the bundled build or one that does not run, said so. */
export function FfmpegInUse({ ffmpeg }: { ffmpeg: SystemFfmpeg }) {
  const { t } = useTranslation();
  return (
    <span data-testid="system-ffmpeg">
      {ffmpeg.version === null ? (
        <Tag color="red">{t('system.ffmpegFailed')}</Tag>
      ) : (
        <>
          {ffmpeg.source === 'bundled' && <Tag color="orange">{t('system.ffmpegBundled')}</Tag>}
          {ffmpeg.version}
        </>
      )}
      <Typography.Text type="secondary" className="system-path">
        {ffmpeg.path}
      </Typography.Text>
    </span>
  );
}

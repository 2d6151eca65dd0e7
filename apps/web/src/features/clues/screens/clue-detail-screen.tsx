import type { FileInfo } from '@stringer/shared/schemas/files';
import { ClueAuditStatus } from '@stringer/shared/statuses';
import { creatorMayEdit } from '@stringer/shared/transitions';
import { webLinks } from '@stringer/shared/web-paths';
import { Alert, Descriptions, Image, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RegionName } from '../../../components/area-cascader';
import { AuditStatusTag } from '../../../components/audit-status-tag';
import { NavButton } from '../../../components/nav-button';
import { FileVideo } from '../../../components/video-player';
import { VideoRetry } from '../../../components/video-player/video-retry';
import { useItemTitle } from '../../../lib/page-title';
import { formatGmt } from '../../../lib/time';
import { useClue } from '../api/clues';

function Media({ file, title }: { file: FileInfo; title: string }) {
  if (file.mime?.startsWith('video/'))
    return (
      <Space orientation="vertical">
        <VideoRetry file={file} />
        <FileVideo file={file} title={title} testId="clue-video" />
      </Space>
    );
  if (!file.url) return null;
  return <Image src={file.url} alt={file.name} width={200} data-testid="clue-photo" />;
}

const linkOrDash = (href: string | null) =>
  href ? (
    <a href={href} target="_blank" rel="noreferrer noopener">
      {href}
    </a>
  ) : (
    '—'
  );

export default function ClueDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const clue = useClue(Number(params.get('id')));
  useItemTitle(clue.data?.title);
  if (clue.isLoading) return <Skeleton active />;
  const c = clue.data;
  if (!c) return <Result status="404" title={t('errors.clueNotExist')} />;
  const editable = creatorMayEdit('clue', c.auditStatus);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={1} className="detail-title">
          {c.title} <AuditStatusTag of="clue" status={c.auditStatus} />
        </Typography.Title>
        {editable && (
          <NavButton type="primary" to={webLinks.editClue(c.id)}>
            {t('clues.edit')}
          </NavButton>
        )}
      </Space>
      {c.auditStatus === ClueAuditStatus.SendBack && c.reviewReason ? (
        <Alert type="warning" showIcon title={t('clues.sentBackBecause')} description={c.reviewReason} />
      ) : null}
      <Space wrap>
        {c.media.map((f) => (
          <Media key={f.fileId} file={f} title={c.title} />
        ))}
      </Space>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('clues.happenedOn')}>{c.happenedOn}</Descriptions.Item>
        <Descriptions.Item label={t('clues.region')}>
          <RegionName ids={[c.countryId, c.provinceId, c.cityId]} />
        </Descriptions.Item>
        <Descriptions.Item label={t('clues.place')}>{c.place ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('clues.description')}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{c.description}</Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label={t('clues.diskLink')}>{linkOrDash(c.diskLink)}</Descriptions.Item>
        <Descriptions.Item label={t('clues.source')}>
          {c.source === 'tip' ? t('clues.sourceTip') : t('clues.sourceOwn')}
          {c.source === 'tip' && <> · {linkOrDash(c.sourceLink)}</>}
        </Descriptions.Item>
        <Descriptions.Item label={t('clues.submitTime')}>{formatGmt(c.submitTime)}</Descriptions.Item>
        <Descriptions.Item label={t('clues.reviewTime')}>{formatGmt(c.reviewTime)}</Descriptions.Item>
      </Descriptions>
    </Space>
  );
}

import type { WorkVersionContent } from '@stringer/shared/schemas/works';
import { Alert, Descriptions, Image, Space, Tag, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentLinks } from '../attachment-links';
import { FileVideo } from '../video-player';
import { VideoRetry } from '../video-player/video-retry';

interface Props {
  content: WorkVersionContent;
  version: number;
  /** The reader made the work: a video that took too long every time offers to be processed again. */
  mine?: boolean;
}

/** An earlier version of a work, read-only, as it was sent: both the creator and reviewers read it so. */
export function VersionContent({ content, version, mine = false }: Props) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh';
  const answers = content.activity ?? content.task;
  const title = t('versions.videoTitle', { title: content.title, n: version });
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid={`version-${version}`}>
      {content.reviewReason && (
        <Alert type="warning" showIcon title={t('versions.sentBackBecause')} description={content.reviewReason} />
      )}
      {content.videos.map((v) => (
        <Fragment key={v.fileId}>
          {mine && <VideoRetry file={v} />}
          <FileVideo file={v} title={title} testId={`version-${version}-video`} />
        </Fragment>
      ))}
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('versions.workTitle')}>{content.title}</Descriptions.Item>
        <Descriptions.Item label={t('versions.description')}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {content.description}
          </Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label={t('versions.cover')}>
          {content.cover && <Image src={content.cover.url} alt={title} width={160} />}
        </Descriptions.Item>
        <Descriptions.Item label={t('versions.tags')}>
          {content.tags.map((tag) => (
            <Tag key={tag.id}>{zh ? tag.nameZh : tag.name}</Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('versions.answers')}>
          {answers ? (zh ? answers.titleZh : answers.title) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('versions.where')}>
          {[content.location, content.shootingDate].filter(Boolean).join(' · ') || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('versions.attachments')}>
          <AttachmentLinks attachments={content.attachments} />
        </Descriptions.Item>
      </Descriptions>
    </Space>
  );
}

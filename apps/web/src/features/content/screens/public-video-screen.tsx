import type { PublicWorkDetail } from '@stringer/shared/schemas/public-works';
import { webHref, webPaths } from '@stringer/shared/web-paths';
import { Card, Descriptions, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PublicPage } from '../../../components/public-page';
import { useItemTitle } from '../../../lib/page-title';
import { formatGmt } from '../../../lib/time';
import { usePublicWork } from '../api/public-works';
import { LicenceForm } from '../components/licence-form';

// The player (hls.js) loads with this page only.
const FileVideo = lazy(() =>
  import('../../../components/video-player/file-video').then((m) => ({ default: m.FileVideo })),
);

function About({ work }: { work: PublicWorkDetail }) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh';
  const country = work.creator.country;
  return (
    <Descriptions column={1} size="small" data-testid="public-video-about">
      <Descriptions.Item label={t('content.creator')}>
        {work.creator.nickName ?? t('content.aCreator')}
        {country ? ` · ${(zh && country.nameZh) || country.name}` : ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('content.place')}>{work.location || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('content.shotOn')}>{work.shootingDate ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('content.publishedOn')}>{work.publicAt?.slice(0, 10) ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('content.tags')}>
        {work.tags.length ? work.tags.map((tag) => <Tag key={tag.id}>{zh ? tag.nameZh : tag.name}</Tag>) : '—'}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** #/public/video?id=: one public work, its renditions in the one player, its facts, a share link and the licence form. */
export default function PublicVideoScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const work = usePublicWork(id);
  useItemTitle(work.data?.title);
  if (work.isLoading) return <PublicPage width={1000}>{<Skeleton active />}</PublicPage>;
  const data = work.data;
  if (!data) {
    return (
      <PublicPage width={1000}>
        <Empty description={t('content.videoNotPublic')} data-testid="public-video-missing">
          <a href={webHref(webPaths.publicVideos)}>{t('content.otherVideos')}</a>
        </Empty>
      </PublicPage>
    );
  }
  return (
    <PublicPage width={1000}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }} data-testid="public-video-title">
          {data.title}
        </Typography.Title>
        {/* The newsroom's verification (decision 0082): its day only, as /v/{id} says it; never the evidence. */}
        {data.verifiedAt && (
          <Tag color="green" data-testid="public-video-verified" style={{ alignSelf: 'flex-start' }}>
            {t('content.verified', { date: formatGmt(data.verifiedAt, 'day') })}
          </Tag>
        )}
        {/* Content Credentials only where valid (a trusted signer, every check holding): who signed them. */}
        {data.credentials && (
          <Tag color="blue" data-testid="public-video-credentials" style={{ alignSelf: 'flex-start' }}>
            {t('content.credentials', {
              signer: data.credentials.signer ?? data.credentials.claimGenerator ?? t('content.unnamedSigner'),
            })}
          </Tag>
        )}
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 240 }} />}>
          {data.videos.map((video) => (
            <FileVideo key={video.fileId} file={video} title={data.title} testId="public-video" />
          ))}
        </Suspense>
        <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{data.description}</Typography.Paragraph>
        <About work={data} />
        <Typography.Paragraph copyable={{ text: data.shareUrl }} data-testid="public-video-share">
          {t('content.shareLink')}: <a href={data.shareUrl}>{data.shareUrl}</a>
        </Typography.Paragraph>
        <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('content.requestLicence')}</h2>}>
          <Typography.Paragraph type="secondary">{t('content.licenceIntro')}</Typography.Paragraph>
          <LicenceForm key={data.worksId} worksId={data.worksId} formToken={data.licenceFormToken} />
        </Card>
      </Space>
    </PublicPage>
  );
}

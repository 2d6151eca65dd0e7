import { webLinks, webPaths } from '@stringer/shared/web-paths';
import { Button, Card, Empty, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatGmt } from '../../../lib/time';
import { toast } from '../../../lib/toast';
import { type Draft, useDiscardDraft, useDraft } from '../api/draft';

const count = (files: unknown) => (Array.isArray(files) ? files.length : 0);

function DraftCard({ draft }: { draft: Draft }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const discard = useDiscardDraft();
  const title = typeof draft.title === 'string' && draft.title.trim() ? draft.title : t('drafts.untitled');
  return (
    <Card
      data-testid="draft-card"
      title={title}
      actions={[
        <Button key="open" type="primary" onClick={() => navigate(webLinks.publishWork({ draft: 'open' }))}>
          {t('drafts.open')}
        </Button>,
        <Popconfirm
          key="discard"
          title={t('drafts.discardConfirm')}
          okText={t('drafts.discard')}
          cancelText={t('works.cancel')}
          onConfirm={() => discard.mutateAsync().then(() => toast.success(t('drafts.discarded')))}
        >
          <Button danger loading={discard.isPending}>
            {t('drafts.discard')}
          </Button>
        </Popconfirm>,
      ]}
    >
      <Space orientation="vertical">
        <Typography.Text data-testid="draft-saved">
          {t('drafts.savedAt', { time: formatGmt(draft.updatedAt) })}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('drafts.videos', { count: count(draft.videos) })} ·{' '}
          {t(count(draft.cover) ? 'drafts.withCover' : 'drafts.noCover')}
        </Typography.Text>
      </Space>
    </Card>
  );
}

/** Spec 2's drafts box: the one draft Publish Work keeps, to open again or discard. */
export default function DraftsScreen() {
  const { t } = useTranslation();
  const draft = useDraft();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 640 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('menu.drafts')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('drafts.intro')}</Typography.Paragraph>
      {draft.isLoading ? (
        <Skeleton active />
      ) : draft.data ? (
        <DraftCard draft={draft.data} />
      ) : (
        <Empty description={t('drafts.none')}>
          <Link to={webPaths.publishWork}>
            <Button type="primary">{t('drafts.start')}</Button>
          </Link>
        </Empty>
      )}
    </Space>
  );
}

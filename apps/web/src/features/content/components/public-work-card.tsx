import { UserOutlined } from '@ant-design/icons';
import type { PublicWork } from '@stringer/shared/schemas/works';
import { Avatar, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A public work: its first video playing in place, its title and its creator's public name. */
export function PublicWorkCard({ work }: { work: PublicWork }) {
  const { t } = useTranslation();
  const video = work.videos[0];
  return (
    <Card
      data-testid="public-work"
      cover={
        video?.url ? (
          // biome-ignore lint/a11y/useMediaCaption: creators' raw footage has no captions
          <video
            src={video.url}
            poster={work.cover?.url}
            controls
            preload="none"
            style={{ width: '100%', aspectRatio: '16 / 9', background: '#000' }}
          />
        ) : undefined
      }
    >
      <Typography.Text strong ellipsis>
        {work.title}
      </Typography.Text>
      <Space style={{ marginTop: 8 }}>
        <Avatar size="small" src={work.creator.avatarUrl ?? undefined} icon={<UserOutlined />} />
        <Typography.Text type="secondary">{work.creator.nickName ?? t('content.aCreator')}</Typography.Text>
      </Space>
    </Card>
  );
}

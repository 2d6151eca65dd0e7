import { UserOutlined } from '@ant-design/icons';
import { workAuditStatusKey } from '@stringer/shared/statuses';
import { Avatar, Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatGmt } from '../../../lib/time';
import { useConversationCreator } from '../api/support-inbox';

/** The creator support is talking to: who they are, and what they sent lately. */
export function CreatorCard({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation();
  const { data, isLoading } = useConversationCreator(conversationId);
  const p = data?.profile;
  return (
    <Card loading={isLoading} size="small" title={t('console.creator')} className="creator-card">
      {p && (
        <>
          <Card.Meta
            avatar={<Avatar src={p.avatarUrl ?? undefined} icon={<UserOutlined />} />}
            title={p.nickName || p.realName}
            description={p.mail}
          />
          <Descriptions size="small" column={1} className="creator-card-details">
            <Descriptions.Item label={t('console.account')}>{p.account}</Descriptions.Item>
            <Descriptions.Item label={t('console.since')}>{formatGmt(p.createdAt, 'day')}</Descriptions.Item>
          </Descriptions>
          <Typography.Text strong>{t('console.recentWorks')}</Typography.Text>
          {data?.recentWorks.length ? (
            <ul className="creator-card-works">
              {data.recentWorks.map((w) => (
                <li key={w.id}>
                  {w.title} <Tag>{t(workAuditStatusKey[w.auditStatus])}</Tag>
                </li>
              ))}
            </ul>
          ) : (
            <Typography.Paragraph type="secondary">{t('console.noWorks')}</Typography.Paragraph>
          )}
        </>
      )}
    </Card>
  );
}

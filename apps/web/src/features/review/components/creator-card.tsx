import type { ReviewCreator } from '@stringer/shared/schemas/review';
import { certificationStatusKey } from '@stringer/shared/statuses';
import { Avatar, Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGmt } from '../../../lib/time';

type Place = ReviewCreator['area'];

/** Country / province / city in the reader's language, or a dash. */
export function PlaceName({ area }: { area: Place }) {
  const { i18n } = useTranslation();
  const zh = i18n.language === 'zh';
  const parts = [area.country, area.province, area.city].filter((a) => a !== null);
  return <>{parts.length ? parts.map((a) => (zh && a.nameZh) || a.name).join(' / ') : '—'}</>;
}

/** Who sent the item: profile, certification, and (for works) their earlier works below it. */
export function CreatorCard({ creator, children }: { creator: ReviewCreator; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Descriptions column={1} size="small" bordered title={t('review.aboutCreator')} data-testid="creator-card">
      <Descriptions.Item label={t('review.creator')}>
        <Avatar src={creator.avatarUrl ?? undefined} size="small" alt="" /> {creator.realName}
        {creator.nickName ? ` (${creator.nickName})` : ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('review.mail')}>{creator.mail}</Descriptions.Item>
      <Descriptions.Item label={t('review.region')}>
        <PlaceName area={creator.area} />
      </Descriptions.Item>
      <Descriptions.Item label={t('review.certification')}>
        <Tag>{t(certificationStatusKey[creator.certificationStatus])}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('review.memberSince')}>{formatGmt(creator.createdAt, 'day')}</Descriptions.Item>
      {creator.intro && <Descriptions.Item label={t('review.intro')}>{creator.intro}</Descriptions.Item>}
      {children}
    </Descriptions>
  );
}

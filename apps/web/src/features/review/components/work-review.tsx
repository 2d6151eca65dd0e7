import { Descriptions, Image, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWorkForReview } from '../api/review';
import { DecisionForm } from './decision-form';

/** Everything a reviewer needs to judge a work: its videos, cover, attachments and what it answers. */
export function WorkReview({ id, onDone }: { id: number; onDone(): void }) {
  const { t, i18n } = useTranslation();
  const { data: work, isLoading } = useWorkForReview(id);
  if (isLoading || !work) return <Spin />;
  const zh = i18n.language === 'zh';
  const answers = work.activity ?? work.task;
  return (
    <div className="work-review">
      <Typography.Title level={4}>{work.title}</Typography.Title>
      {work.videos.map((v) => (
        // biome-ignore lint/a11y/useMediaCaption: creators' footage has no caption track to offer
        <video key={v.fileId} src={v.url ?? undefined} controls preload="metadata" className="review-video" />
      ))}
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('review.cover')}>
          {work.cover && <Image src={work.cover.url} alt={work.title} width={240} />}
        </Descriptions.Item>
        <Descriptions.Item label={t('review.description')}>
          <span className="pre-wrap">{work.description}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('review.answers')}>
          {answers ? (zh ? answers.titleZh : answers.title) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('review.tags')}>
          {work.tags.map((tag) => (
            <Tag key={tag.id}>{zh ? tag.nameZh : tag.name}</Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('review.attachments')}>
          {work.attachments.map((a) => (
            <div key={a.fileId}>
              <a href={a.url ?? undefined} download={a.name}>
                {a.name}
              </a>
            </div>
          ))}
        </Descriptions.Item>
      </Descriptions>
      <DecisionForm kind="works" id={id} needsScore={Boolean(work.activity)} onDone={onDone} />
    </div>
  );
}

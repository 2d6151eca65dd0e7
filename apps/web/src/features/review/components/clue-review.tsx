import { REVIEW_QUEUES } from '@stringer/shared/review-queues';
import { Descriptions, Image, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileVideo } from '../../../components/video-player';
import { useClueForReview } from '../api/review';
import { CreatorCard, PlaceName } from './creator-card';
import { DecisionForm } from './decision-form';

/** A clue whole: what, when, where, its media playable or downloadable, and where the footage is. */
export function ClueReview({ id, onDone }: { id: number; onDone(): void }) {
  const { t } = useTranslation();
  const { data: clue, isLoading } = useClueForReview(id);
  if (isLoading || !clue) return <Spin />;
  return (
    <div className="work-review">
      <Typography.Title level={4}>{clue.title}</Typography.Title>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('review.description')}>
          <span className="pre-wrap">{clue.description}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('review.happenedOn')}>{clue.happenedOn}</Descriptions.Item>
        <Descriptions.Item label={t('review.region')}>
          <PlaceName area={clue.area} />
          {clue.place ? ` · ${clue.place}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('review.source')}>
          {t(clue.source === 'tip' ? 'review.sourceTip' : 'review.sourceOwn')}
          {clue.sourceLink && (
            <div>
              <a href={clue.sourceLink} target="_blank" rel="noopener noreferrer">
                {clue.sourceLink}
              </a>
            </div>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('review.diskLink')}>
          {clue.diskLink ? (
            <a href={clue.diskLink} target="_blank" rel="noopener noreferrer">
              {clue.diskLink}
            </a>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('review.media')}>
          {clue.media.length === 0 && '—'}
          {clue.media.map((m) => (
            <div key={m.fileId} className="review-media">
              {m.mime?.startsWith('video/') ? (
                <FileVideo file={m} title={clue.title} testId="review-clue-video" className="review-video" />
              ) : (
                <Image src={m.url ?? undefined} alt={m.name} width={240} />
              )}
              <a href={m.url ?? undefined} download={m.name}>
                {t('review.download', { name: m.name })}
              </a>
            </div>
          ))}
        </Descriptions.Item>
      </Descriptions>
      <CreatorCard creator={clue.creator} />
      {clue.auditStatus === REVIEW_QUEUES.clue.waiting && <DecisionForm kind="clue" id={id} onDone={onDone} />}
    </div>
  );
}

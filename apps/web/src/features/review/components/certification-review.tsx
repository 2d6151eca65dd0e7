import { REVIEW_QUEUES } from '@stringer/shared/review-queues';
import { Descriptions, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCertificationForReview } from '../api/review';
import { CreatorCard, PlaceName } from './creator-card';
import { DecisionForm } from './decision-form';

/** A certification: the details the creator gave and their resume, to open or download. */
export function CertificationReview({ id, onDone }: { id: number; onDone(): void }) {
  const { t } = useTranslation();
  const { data: cert, isLoading } = useCertificationForReview(id);
  if (isLoading || !cert) return <Spin />;
  return (
    <div className="work-review">
      <Typography.Title level={4}>{cert.name}</Typography.Title>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('review.mail')}>{cert.email}</Descriptions.Item>
        <Descriptions.Item label={t('review.birthDate')}>{cert.birthDate}</Descriptions.Item>
        <Descriptions.Item label={t('review.region')}>
          <PlaceName area={cert.area} />
        </Descriptions.Item>
        <Descriptions.Item label={t('review.resume')}>
          <a href={cert.resume.url ?? undefined} target="_blank" rel="noopener noreferrer">
            {t('review.view', { name: cert.resume.name })}
          </a>
          {' · '}
          <a href={cert.resume.url ?? undefined} download={cert.resume.name}>
            {t('review.download', { name: cert.resume.name })}
          </a>
        </Descriptions.Item>
      </Descriptions>
      <CreatorCard creator={cert.creator} />
      {cert.status === REVIEW_QUEUES.certification.waiting && (
        <DecisionForm kind="certification" id={id} onDone={onDone} />
      )}
    </div>
  );
}

import { REVIEW_QUEUES } from '@stringer/shared/review-queues';
import { WorkAuditStatus, workAuditStatusKey } from '@stringer/shared/statuses';
import { Alert, Descriptions, Grid, Image, Spin, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AttachmentLinks } from '../../../components/attachment-links';
import { VersionStack } from '../../../components/work-versions';
import { formatGmt } from '../../../lib/time';
import { toast } from '../../../lib/toast';
import { useSetPublic, useWorkForReview } from '../api/review';
import { ChecklistBeforeDecision } from './checklist-before-decision';
import { CompareVersions } from './compare-versions';
import { CreatorCard } from './creator-card';
import { DecisionForm } from './decision-form';
import { ReviewNotes } from './review-notes';
import { TechnicalFacts } from './technical-facts';
import { VerificationPanel } from './verification/verification-panel';
import { VersionNotes } from './version-notes';
import { VideoFrames } from './video-frames';

/** Everything a reviewer needs to judge a work: videos and their frames, cover, files, what it answers, who made it. */
export function WorkReview({ id, onDone }: { id: number; onDone(): void }) {
  const { t, i18n } = useTranslation();
  const { data: work, isLoading } = useWorkForReview(id);
  const setPublic = useSetPublic();
  // On a phone the drawer is the screen: each fact's label goes above it, or the table overflows it.
  const phone = !Grid.useBreakpoint().sm;
  if (isLoading || !work) return <Spin />;
  const zh = i18n.language === 'zh';
  const answers = work.activity ?? work.task;
  const range =
    work.activity && work.reward?.minScore != null && work.reward.maxScore != null
      ? { min: work.reward.minScore, max: work.reward.maxScore }
      : null;
  return (
    <div className="work-review">
      <Typography.Title level={4}>
        {work.title} {work.version > 1 && <Tag color="blue">{t('versions.label', { n: work.version })}</Tag>}
      </Typography.Title>
      {work.withdrawnAt && (
        <Alert type="warning" showIcon title={t('review.withdrawn', { at: formatGmt(work.withdrawnAt) })} />
      )}
      <ReviewNotes
        worksId={work.worksId}
        title={work.title}
        videos={work.videos}
        after={(v) => (
          <>
            <VideoFrames video={v} />
            <TechnicalFacts file={v} />
          </>
        )}
      />
      <VerificationPanel worksId={work.worksId} videos={work.videos} />
      <CompareVersions work={work} />
      <Descriptions column={1} size="small" bordered layout={phone ? 'vertical' : 'horizontal'}>
        <Descriptions.Item label={t('review.cover')}>
          {work.cover && <Image src={work.cover.url} alt={work.title} width={240} />}
        </Descriptions.Item>
        <Descriptions.Item label={t('review.description')}>
          {/* The network-disk link to the full footage is in here: links stay selectable text. */}
          <span className="pre-wrap">{work.description}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('review.answers')}>
          {answers ? (zh ? answers.titleZh : answers.title) : '—'}
          {range && ` · ${t('review.scoreRange', range)}`}
          {work.task && work.reward?.points != null && ` · ${t('review.points', { points: work.reward.points })}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('review.tags')}>
          {work.tags.map((tag) => (
            <Tag key={tag.id}>{zh ? tag.nameZh : tag.name}</Tag>
          ))}
        </Descriptions.Item>
        {(work.location || work.shootingDate) && (
          <Descriptions.Item label={t('review.where')}>
            {[work.location, work.shootingDate].filter(Boolean).join(' · ')}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('review.attachments')}>
          <AttachmentLinks attachments={work.attachments} />
        </Descriptions.Item>
        {work.auditStatus === WorkAuditStatus.Passed && (
          <Descriptions.Item label={t('review.public')}>
            <Switch
              checked={work.isPublic}
              loading={setPublic.isPending}
              aria-label={t('review.public')}
              data-testid="make-public"
              onChange={(on) =>
                setPublic.mutate(
                  { worksId: work.worksId, public: on },
                  { onSuccess: () => toast.success(t(on ? 'review.madePublic' : 'review.madePrivate')) },
                )
              }
            />
          </Descriptions.Item>
        )}
      </Descriptions>
      <VersionStack
        versions={work.versions}
        level={5}
        extra={(version) => <VersionNotes worksId={work.worksId} version={version} />}
      />
      <CreatorCard creator={work.creator}>
        <Descriptions.Item label={t('review.earlierWorks')}>
          {work.earlierWorks.length === 0 && '—'}
          {work.earlierWorks.map((w) => (
            <div key={w.worksId}>
              {w.title} · {formatGmt(w.submitTime, 'day')} · <Tag>{t(workAuditStatusKey[w.auditStatus])}</Tag>
            </div>
          ))}
        </Descriptions.Item>
      </CreatorCard>
      {work.auditStatus === REVIEW_QUEUES.works.waiting && !work.withdrawnAt && (
        <>
          <ChecklistBeforeDecision worksId={work.worksId} />
          <DecisionForm kind="works" id={id} scoreRange={range} onDone={onDone} />
        </>
      )}
    </div>
  );
}

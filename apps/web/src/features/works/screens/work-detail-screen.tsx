import { WorkAuditStatus } from '@stringer/shared/statuses';
import { creatorMayEdit } from '@stringer/shared/transitions';
import { webLinks } from '@stringer/shared/web-paths';
import { Alert, Descriptions, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuditStatusTag } from '../../../components/audit-status-tag';
import { NavButton } from '../../../components/nav-button';
import { rewardAmount } from '../../../components/reward-amount';
import { RewardStatus } from '../../../components/reward-status';
import { VersionNotes, VersionStack } from '../../../components/work-versions';
import { useItemTitle } from '../../../lib/page-title';
import { formatGmt } from '../../../lib/time';
import { useMyWorkVerification } from '../../verification-desk/api/checklist';
import { downloadMyNotes, useMyNotes } from '../api/notes';
import { useWork } from '../api/works';
import { WorkNotes } from '../components/work-notes';

export default function WorkDetailScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const work = useWork(Number(params.get('id')));
  const notes = useMyNotes(work.data?.worksId ?? 0).data?.list ?? [];
  // The newsroom's verdict on a passed work (decision 0082); none of its evidence reaches the creator.
  const verifiedAt = useMyWorkVerification(work.data?.worksId ?? 0, work.data?.auditStatus === WorkAuditStatus.Passed)
    .data?.verifiedAt;
  useItemTitle(work.data?.title);
  const zh = i18n.language === 'zh';
  if (work.isLoading) return <Skeleton active />;
  const w = work.data;
  if (!w) return <Result status="404" title={t('errors.workNotExist')} />;
  const editable = creatorMayEdit('work', w.auditStatus);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        {/* The page's one h1 (WCAG 1.3.1), at the size the detail pages use. */}
        <Typography.Title level={1} className="detail-title">
          {w.title} <AuditStatusTag of="work" status={w.auditStatus} />
          {w.version > 1 && (
            <Tag color="blue" data-testid="work-version">
              {t('versions.label', { n: w.version })}
            </Tag>
          )}
          {verifiedAt && (
            <Tag color="green" data-testid="work-verified">
              {t('workVerification.verified', { date: formatGmt(verifiedAt, 'day') })}
            </Tag>
          )}
        </Typography.Title>
        {editable && (
          <NavButton type="primary" to={webLinks.editWork(w.worksId)}>
            {t('works.edit')}
          </NavButton>
        )}
      </Space>
      {w.reviewReason && (w.auditStatus === WorkAuditStatus.SendBack || w.auditStatus === WorkAuditStatus.Rejected) ? (
        <Alert
          data-testid="work-review-reason"
          type={w.auditStatus === WorkAuditStatus.Rejected ? 'error' : 'warning'}
          showIcon
          title={t(w.auditStatus === WorkAuditStatus.Rejected ? 'works.rejectedBecause' : 'works.sentBackBecause')}
          description={w.reviewReason}
        />
      ) : null}
      <WorkNotes worksId={w.worksId} title={w.title} videos={w.videos} />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('works.body')}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{w.description}</Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label={t('works.tags')}>
          {w.tags.map((tag) => (
            <Tag key={tag.id}>{zh ? tag.nameZh : tag.name}</Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label={t(w.task ? 'works.task' : 'works.activity')}>
          {w.task ? (
            <Link to={webLinks.taskDetail(w.task.id)} data-testid="work-task">
              {zh ? w.task.titleZh : w.task.title}
            </Link>
          ) : w.activity ? (
            zh ? (
              w.activity.titleZh
            ) : (
              w.activity.title
            )
          ) : (
            '—'
          )}
        </Descriptions.Item>
        {w.reward ? (
          <Descriptions.Item label={t('works.reward')}>
            <Space wrap data-testid="work-reward">
              <Typography.Text strong>{rewardAmount(w.reward, t)}</Typography.Text>
              <RewardStatus p={{ ...w.reward, auditStatus: w.auditStatus }} />
            </Space>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('works.location')}>{w.location ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('works.shootingDate')}>{w.shootingDate ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('works.attachments')}>
          <Space orientation="vertical">
            {w.attachments.map((a) => (
              <a key={a.fileId} href={a.url ?? undefined} target="_blank" rel="noreferrer">
                {a.name}
              </a>
            ))}
          </Space>
        </Descriptions.Item>
      </Descriptions>
      <VersionStack
        versions={w.versions}
        mine
        extra={(version) => (
          <VersionNotes
            version={version}
            notes={notes}
            summary={(done, total) => t('versions.notesDoneByMe', { done, total })}
            onExport={(fileId, format) => void downloadMyNotes(w.worksId, fileId, format)}
          />
        )}
      />
    </Space>
  );
}

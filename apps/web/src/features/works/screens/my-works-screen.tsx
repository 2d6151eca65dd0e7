import type { WorkSummary } from '@stringer/shared/schemas/works';
import { WorkAuditStatus, workAuditStatusKey } from '@stringer/shared/statuses';
import { creatorMayEdit } from '@stringer/shared/transitions';
import { webLinks, webPaths } from '@stringer/shared/web-paths';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuditList, statusFilters } from '../../../components/audit-list';
import { AuditStatusTag } from '../../../components/audit-status-tag';
import type { ListColumn } from '../../../components/list-table';
import { ProcessingTag } from '../../../components/video-player/processing-tag';
import { formatGmt } from '../../../lib/time';
import { toast } from '../../../lib/toast';
import { useDeleteWork, worksPageQueryOptions } from '../api/works';

const { Pending, SendBack, Passed, Rejected } = WorkAuditStatus;
const FILTERS = statusFilters([Pending, SendBack, Passed, Rejected], workAuditStatusKey);

export default function MyWorksScreen() {
  const { t, i18n } = useTranslation();
  const remove = useDeleteWork();
  const zh = i18n.language === 'zh';

  const columns: ListColumn<WorkSummary>[] = [
    {
      title: t('works.cover'),
      key: 'cover',
      render: (w: WorkSummary) => (w.cover?.url ? <img className="list-thumb" src={w.cover.url} alt="" /> : null),
    },
    {
      title: t('works.title'),
      key: 'title',
      render: (w: WorkSummary) => <Link to={webLinks.workDetail(w.worksId)}>{w.title}</Link>,
    },
    {
      title: t('works.tags'),
      key: 'tags',
      render: (w: WorkSummary) => w.tags.map((tag) => <Tag key={tag.id}>{zh ? tag.nameZh : tag.name}</Tag>),
    },
    {
      title: t('works.activity'),
      key: 'activity',
      render: (w: WorkSummary) => {
        const answers = w.activity ?? w.task;
        return answers ? (zh ? answers.titleZh : answers.title) : '—';
      },
    },
    { title: t('works.submitTime'), key: 'submit', render: (w: WorkSummary) => formatGmt(w.submitTime) },
    {
      title: t('works.status'),
      key: 'status',
      render: (w: WorkSummary) => (
        <>
          <AuditStatusTag of="work" status={w.auditStatus} />
          <ProcessingTag item={w} testId="work-processing" />
        </>
      ),
    },
    { title: t('works.reviewTime'), key: 'review', render: (w: WorkSummary) => formatGmt(w.reviewTime) },
    {
      title: t('works.operation'),
      key: 'op',
      render: (w: WorkSummary) => (
        <Space>
          <Link to={webLinks.workDetail(w.worksId)}>{t('works.view')}</Link>
          {creatorMayEdit('work', w.auditStatus) && <Link to={webLinks.editWork(w.worksId)}>{t('works.edit')}</Link>}
          {w.auditStatus !== Passed && (
            <Popconfirm
              title={t('works.deleteConfirm')}
              okText={t('works.delete')}
              cancelText={t('works.cancel')}
              onConfirm={() => remove.mutateAsync(w.worksId).then(() => toast.success(t('works.deleted')))}
            >
              <Button type="link" danger size="small">
                {t('works.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <AuditList
      title={t('menu.myWorks')}
      filters={FILTERS}
      pageQuery={worksPageQueryOptions}
      columns={columns}
      rowKey="worksId"
      empty={<Link to={webPaths.publishWork}>{t('works.none')}</Link>}
    />
  );
}

import type { TaskWork } from '@stringer/shared/schemas/catalog';
import { payoutStatusKey, rewardStatusKeyOf, workAuditStatusKey } from '@stringer/shared/statuses';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import { formatGmt } from '../../../lib/time';
import { useTaskWorks } from '../api/task-offers';

/** Who took part in a task: each work entered for it, with its review, reward and payout. */
export function TaskWorks({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const works = useTaskWorks(taskId, pageNum);
  return (
    <ListTable<TaskWork>
      rowKey="worksId"
      rows={works.data?.list}
      loading={works.isFetching}
      empty={t('catalog.noWorks')}
      paging={{ pageNum, pageSize: 10, total: works.data?.total, onChange: setPageNum }}
      columns={[
        { key: 'title', title: t('catalog.work'), render: (w) => w.title },
        { key: 'creator', title: t('catalog.creator'), render: (w) => `${w.creator.name} <${w.creator.email}>` },
        { key: 'submitted', title: t('catalog.submitted'), render: (w) => formatGmt(w.submitTime) },
        { key: 'audit', title: t('catalog.audit'), render: (w) => <Tag>{t(workAuditStatusKey[w.auditStatus])}</Tag> },
        {
          key: 'reward',
          title: t('catalog.reward'),
          render: (w) => (
            <Tag color={w.rewardStatus === 'issued' ? 'green' : 'default'}>
              {t(rewardStatusKeyOf(w))}
              {w.points !== null ? ` · ${w.points}` : ''}
            </Tag>
          ),
        },
        {
          key: 'payout',
          title: t('catalog.payout'),
          render: (w) => (
            <Tag color={w.payoutStatus === 'paid' ? 'green' : 'default'}>{t(payoutStatusKey[w.payoutStatus])}</Tag>
          ),
        },
      ]}
    />
  );
}

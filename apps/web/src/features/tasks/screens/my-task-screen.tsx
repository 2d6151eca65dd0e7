import type { Participation, Task } from '@stringer/shared/schemas/tasks';
import { webLinks } from '@stringer/shared/web-paths';
import { useQuery } from '@tanstack/react-query';
import { Col, Empty, Row, Skeleton, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FirstTimeGuide } from '../../../components/first-time-guide';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { rewardAmount } from '../../../components/reward-amount';
import { RewardStatus } from '../../../components/reward-status';
import { formatGmt } from '../../../lib/time';
import { myTasksQueryOptions, useAcceptedAssignments, useExclusiveTasks, useUsefulTasks } from '../api/tasks';
import { TaskCard } from '../components/task-card';

function MyParticipation() {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh';
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const list = useQuery(myTasksQueryOptions(page.pageNum, page.pageSize));
  const columns: ListColumn<Participation>[] = [
    {
      title: t('tasks.task'),
      key: 'task',
      render: (p: Participation) => (
        <Space>
          <img className="list-thumb" src={p.cover.filePath} alt="" />
          {p.type === 'task' ? (
            <Link to={webLinks.taskDetail(p.id)}>{zh ? p.titleZh : p.title}</Link>
          ) : (
            <span>{zh ? p.titleZh : p.title}</span>
          )}
        </Space>
      ),
    },
    {
      title: t('tasks.work'),
      key: 'work',
      render: (p: Participation) => <Link to={webLinks.workDetail(p.worksId)}>{p.workTitle}</Link>,
    },
    {
      title: t('tasks.period'),
      key: 'period',
      render: (p: Participation) => `${formatGmt(p.startTime, 'day')} – ${formatGmt(p.deadline, 'day')}`,
    },
    {
      title: t('tasks.remaining'),
      key: 'remaining',
      render: (p: Participation) => t('tasks.days', { count: p.remainingDays }),
    },
    {
      title: t('tasks.reward'),
      key: 'reward',
      render: (p: Participation) => rewardAmount(p, t),
    },
    { title: t('tasks.status'), key: 'status', render: (p: Participation) => <RewardStatus p={p} /> },
  ];
  return (
    <ListTable<Participation>
      rowKey="worksId"
      columns={columns}
      rows={list.data?.list}
      loading={list.isFetching}
      empty={<Link to={webLinks.myTask({ tab: 'open' })}>{t('tasks.noneMine')}</Link>}
      paging={{ ...page, total: list.data?.total, onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }) }}
    />
  );
}

function TaskGrid({ tasks, loading }: { tasks: Task[] | undefined; loading: boolean }) {
  if (loading) return <Skeleton active />;
  return (
    <Row gutter={[16, 16]}>
      {(tasks ?? []).map((task) => (
        <Col key={task.id} xs={24} sm={12} lg={8} xl={6}>
          <TaskCard task={task} />
        </Col>
      ))}
    </Row>
  );
}

function OpenTasks() {
  const { t } = useTranslation();
  const exclusive = useExclusiveTasks();
  const useful = useUsefulTasks();
  const none = !exclusive.data?.length && !useful.data?.length && !exclusive.isLoading && !useful.isLoading;
  if (none) return <Empty description={t('tasks.noneOpen')} />;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {exclusive.data?.length ? (
        <section>
          <Typography.Title level={5}>{t('tasks.offeredToYou')}</Typography.Title>
          <TaskGrid tasks={exclusive.data} loading={false} />
        </section>
      ) : null}
      <section>
        <Typography.Title level={5}>{t('tasks.openToAll')}</Typography.Title>
        <TaskGrid tasks={useful.data} loading={useful.isLoading} />
      </section>
    </Space>
  );
}

/** The assignments I accepted, soonest deadline first: they lead My task (nothing when none). */
function MyAssignments() {
  const { t } = useTranslation();
  const accepted = useAcceptedAssignments();
  if (!accepted.data?.length) return null;
  return (
    <section aria-labelledby="my-assignments" data-testid="my-assignments" style={{ marginBottom: 16 }}>
      <Typography.Title level={4} id="my-assignments">
        {t('tasks.myAssignments')}
      </Typography.Title>
      <TaskGrid tasks={accepted.data} loading={false} />
    </section>
  );
}

/** My task: my accepted assignments first, then what I took part in, and the tasks open to me now. */
export default function MyTaskScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'open' ? 'open' : 'mine';
  return (
    <>
      <Typography.Title level={3}>{t('menu.myTask')}</Typography.Title>
      <MyAssignments />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'open' ? { tab: 'open' } : {}, { replace: true })}
        items={[
          { key: 'mine', label: t('tasks.mine'), children: <MyParticipation /> },
          { key: 'open', label: t('tasks.open'), children: <OpenTasks /> },
        ]}
      />
      <FirstTimeGuide name="mytask" />
    </>
  );
}

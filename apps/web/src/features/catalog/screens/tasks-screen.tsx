import { Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatGmt } from '../../../lib/time';
import { CatalogScreen } from '../components/catalog-screen';
import { usePayRate } from '../components/pay-rate';
import { TaskAssignment } from '../components/task-assignment';
import { TaskForm } from '../components/task-form';
import { TaskWorks } from '../components/task-works';

/** The admins' tasks: `#/console/tasks`; a task's drawer also shows who took part. */
export default function TasksScreen() {
  const { t } = useTranslation();
  const payRate = usePayRate();
  return (
    <CatalogScreen
      kind="task"
      columns={[
        {
          key: 'scope',
          title: t('catalog.scope'),
          render: (task) => (
            <Tag color={task.scope === 'exclusive' ? 'purple' : 'default'}>
              {t(`catalog.scopes.${task.scope}`)}
              {task.scope === 'exclusive'
                ? ` · ${task.offeredTo.filter((o) => o.status === 'accepted').length}/${task.offeredTo.length}`
                : ''}
            </Tag>
          ),
        },
        { key: 'points', title: t('catalog.points'), render: (task) => task.points },
        { key: 'pay', title: t('catalog.pay'), render: (task) => payRate(task.payAmount, 'work') },
        {
          key: 'window',
          title: t('catalog.window'),
          render: (task) => `${formatGmt(task.startTime)} – ${formatGmt(task.deadline)}`,
        },
        { key: 'works', title: t('catalog.works'), render: (task) => task.works },
      ]}
      form={(item, onDone) =>
        item ? (
          <Tabs
            items={[
              { key: 'details', label: t('catalog.details'), children: <TaskForm item={item} onDone={onDone} /> },
              ...(item.scope === 'exclusive'
                ? [{ key: 'assignment', label: t('catalog.assignment'), children: <TaskAssignment taskId={item.id} /> }]
                : []),
              { key: 'works', label: t('catalog.participation'), children: <TaskWorks taskId={item.id} /> },
            ]}
          />
        ) : (
          <TaskForm item={null} onDone={onDone} />
        )
      }
    />
  );
}

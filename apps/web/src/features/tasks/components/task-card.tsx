import { ClockCircleOutlined } from '@ant-design/icons';
import type { Task } from '@stringer/shared/schemas/tasks';
import { webLinks } from '@stringer/shared/web-paths';
import { Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatGmt } from '../../../lib/time';
import { OFFER_COLOURS } from './assignment-answer';
import { usePayText } from './task-pay';

/** A task in the open lists: cover, title, points, pay and the time left; opens Task details. */
export function TaskCard({ task }: { task: Task }) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh';
  const pay = usePayText()(task.pay);
  return (
    <Link to={webLinks.taskDetail(task.id)} data-testid="task-card">
      <Card
        hoverable
        cover={<img alt="" src={task.cover.filePath} style={{ aspectRatio: '16 / 9', objectFit: 'cover' }} />}
      >
        <Typography.Text strong ellipsis>
          {zh ? task.titleZh : task.title}
        </Typography.Text>
        <Space wrap style={{ marginTop: 8 }}>
          <Tag color="gold">{t('tasks.pointsValue', { count: task.points })}</Tag>
          {pay && (
            <Tag color="green" data-testid="task-pay">
              {pay}
            </Tag>
          )}
          <Typography.Text type="secondary">
            <ClockCircleOutlined aria-hidden /> {t('tasks.daysLeft', { count: task.remainingDays })}
          </Typography.Text>
        </Space>
        {task.assignment && <AssignmentLine task={task} assignment={task.assignment} />}
      </Card>
    </Link>
  );
}

/** An offer's state on its card: awaiting an answer (by when), or accepted (due when). */
function AssignmentLine({ task, assignment }: { task: Task; assignment: NonNullable<Task['assignment']> }) {
  const { t } = useTranslation();
  const accepted = assignment.status === 'accepted';
  return (
    <Space wrap style={{ marginTop: 8 }}>
      <Tag color={OFFER_COLOURS[assignment.status]}>{t(accepted ? 'status.accepted' : 'tasks.awaitingAnswer')}</Tag>
      <Typography.Text type="secondary">
        {accepted
          ? t('tasks.assignmentDue', { at: formatGmt(task.deadline) })
          : t('tasks.answerBy', { at: formatGmt(assignment.answerBy) })}
      </Typography.Text>
    </Space>
  );
}

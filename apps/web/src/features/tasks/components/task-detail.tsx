import { webLinks } from '@stringer/shared/web-paths';
import { Button, Descriptions, Result, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { loginPath } from '../../../lib/http';
import { useItemTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { formatGmt } from '../../../lib/time';
import { useTask } from '../api/tasks';
import { AssignmentAnswer } from './assignment-answer';
import { usePayText } from './task-pay';

/**
 * Task details, in the shell and on the shareable public page. "Take part" opens Publish Work with
 * the task chosen; a visitor is asked to log in first and brought back here.
 */
export function TaskDetail() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useSession((s) => Boolean(s.token));
  const task = useTask(Number(params.get('id')));
  const payText = usePayText();
  const zh = i18n.language === 'zh';
  useItemTitle(zh ? task.data?.titleZh : task.data?.title);
  if (task.isLoading) return <Skeleton active />;
  const d = task.data;
  if (!d) return <Result status="404" title={t('errors.taskNotExist')} />;
  const open = d.remainingDays > 0 && dayjs(d.startTime).isBefore(dayjs());
  // An exclusive task is an assignment: only a creator who accepted it may take part.
  const mayTakePart = open && (d.scope === 'useful' || d.assignment?.status === 'accepted');
  const takePart = () => navigate(signedIn ? webLinks.publishWork({ taskId: d.id }) : loginPath());

  return (
    <div className="task-detail">
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {zh ? d.titleZh : d.title} {d.scope === 'exclusive' && <Tag color="purple">{t('tasks.exclusive')}</Tag>}
        </Typography.Title>
        <Space wrap>
          <Button type="primary" size="large" disabled={!mayTakePart} onClick={takePart} data-testid="take-part">
            {signedIn ? t('tasks.takePart') : t('tasks.logInToTakePart')}
          </Button>
          {!open && <Typography.Text type="secondary">{t('errors.taskNotOpen')}</Typography.Text>}
          {open && !mayTakePart && <Typography.Text type="secondary">{t('tasks.acceptToTakePart')}</Typography.Text>}
        </Space>
      </Space>
      {d.assignment && <AssignmentAnswer task={{ ...d, assignment: d.assignment }} />}
      <img className="task-cover" src={d.cover.filePath} alt={zh ? d.titleZh : d.title} />
      <Descriptions column={{ xs: 1, sm: 2 }} bordered size="small">
        <Descriptions.Item label={t('tasks.points')}>{t('tasks.pointsValue', { count: d.points })}</Descriptions.Item>
        {d.pay && <Descriptions.Item label={t('tasks.pay')}>{payText(d.pay)}</Descriptions.Item>}
        <Descriptions.Item label={t('tasks.remaining')}>
          {t('tasks.days', { count: d.remainingDays })}
        </Descriptions.Item>
        <Descriptions.Item label={t('tasks.start')}>{formatGmt(d.startTime)}</Descriptions.Item>
        <Descriptions.Item label={t('tasks.deadline')}>{formatGmt(d.deadline)}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{zh ? d.briefZh : d.brief}</Typography.Paragraph>
    </div>
  );
}

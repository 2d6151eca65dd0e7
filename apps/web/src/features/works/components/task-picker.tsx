import { CheckCircleFilled } from '@ant-design/icons';
import type { Activity } from '@stringer/shared/schemas/tasks';
import { Card, Empty, Modal, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEffectiveActivities } from '../api/works';

interface Props {
  open: boolean;
  value: number | null;
  /** The chosen activity (null when the choice was cleared); not called on cancel. */
  onConfirm(activity: Activity | null): void;
  onCancel(): void;
}

/** Spec 2: effective activities with cover, title and score range; a second click deselects. */
export function TaskPicker({ open, value, onConfirm, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const activities = useEffectiveActivities();
  const [chosen, setChosen] = useState<number | null>(value);
  const zh = i18n.language === 'zh';

  // Each opening starts from the form's current choice.
  useEffect(() => {
    if (open) setChosen(value);
  }, [open, value]);
  const toggle = (id: number) => setChosen((current) => (current === id ? null : id));

  return (
    <Modal
      open={open}
      title={t('works.pickActivity')}
      okText={t('works.confirm')}
      cancelText={t('works.cancel')}
      onOk={() => onConfirm(activities.data?.find((a) => a.id === chosen) ?? null)}
      onCancel={onCancel}
      width={720}
    >
      {activities.isLoading ? (
        <Spin />
      ) : !activities.data?.length ? (
        <Empty description={t('works.noActivities')} />
      ) : (
        <div className="activity-grid">
          {activities.data.map((a) => (
            <Card
              key={a.id}
              hoverable
              data-testid="activity-card"
              role="button"
              aria-pressed={chosen === a.id}
              tabIndex={0}
              onClick={() => toggle(a.id)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter' && e.key !== ' ') return;
                e.preventDefault();
                toggle(a.id);
              }}
              style={{ borderColor: chosen === a.id ? '#d4380d' : undefined }}
              cover={<img alt="" src={a.cover.filePath} style={{ aspectRatio: '16 / 9', objectFit: 'cover' }} />}
            >
              <Card.Meta
                title={
                  <>
                    {chosen === a.id && <CheckCircleFilled aria-hidden style={{ color: '#d4380d', marginRight: 6 }} />}
                    {zh ? a.titleZh : a.title}
                  </>
                }
                description={
                  <Typography.Text type="secondary">
                    {t('works.scoreRange', { min: a.minScore, max: a.maxScore })}
                  </Typography.Text>
                }
              />
            </Card>
          ))}
        </div>
      )}
    </Modal>
  );
}

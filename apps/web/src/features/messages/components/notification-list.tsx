import type { Notification } from '@stringer/shared/schemas/notifications';
import { Badge, Button, Empty, List, Pagination, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarkRead, useNotifications } from '../api/notifications';

function Item({ n, onOpen }: { n: Notification; onOpen(): void }) {
  const { t } = useTranslation();
  return (
    <List.Item data-testid="notification">
      <List.Item.Meta
        avatar={<Badge dot={!n.read} aria-label={n.read ? undefined : t('messages.unread')} />}
        title={
          <Link to={n.link} onClick={onOpen}>
            {t(`notify.${n.type}Title`, n.params)}
          </Link>
        }
        description={
          <Space direction="vertical" size={0}>
            <span>{t(`notify.${n.type}Text`, { ...n.params, interpolation: { escapeValue: false } })}</span>
            <Typography.Text type="secondary">{dayjs(n.createdAt).format('YYYY-MM-DD HH:mm')}</Typography.Text>
          </Space>
        }
      />
    </List.Item>
  );
}

/** System notifications, newest first; opening one marks it read. */
export function NotificationList() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const page = useNotifications(pageNum);
  const markRead = useMarkRead();
  const list = page.data?.list ?? [];
  return (
    <div className="notification-list">
      <Button
        onClick={() => markRead.mutate(undefined)}
        disabled={!list.some((n) => !n.read)}
        loading={markRead.isPending}
      >
        {t('messages.markAllRead')}
      </Button>
      <List
        loading={page.isLoading}
        dataSource={list}
        locale={{ emptyText: <Empty description={t('messages.noNotifications')} /> }}
        renderItem={(n) => <Item n={n} onOpen={() => !n.read && markRead.mutate(n.id)} />}
      />
      {(page.data?.total ?? 0) > 10 && (
        <Pagination current={pageNum} total={page.data?.total} onChange={setPageNum} showSizeChanger={false} />
      )}
    </div>
  );
}

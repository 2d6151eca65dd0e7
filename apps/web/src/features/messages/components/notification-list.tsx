import { type Notification, notificationText } from '@stringer/shared/schemas/notifications';
import { Badge, Button, Empty, Pagination, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarkRead, useNotifications } from '../api/notifications';
import { MessageTime } from './message-time';

function Item({ n, onOpen }: { n: Notification; onOpen(): void }) {
  const { t, i18n } = useTranslation();
  const text = notificationText(n, i18n.language);
  return (
    <li className="notification" data-testid="notification">
      <Badge dot={!n.read} aria-label={n.read ? undefined : t('messages.unread')}>
        <Link to={n.link} onClick={onOpen} className="notification-title">
          {t(`notify.${n.type}Title`, n.params)}
        </Link>
      </Badge>
      <div>{t(text.key, { ...text.values, interpolation: { escapeValue: false } })}</div>
      <MessageTime at={n.createdAt} />
    </li>
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
      {page.isLoading && <Spin />}
      {!page.isLoading && list.length === 0 && <Empty description={t('messages.noNotifications')} />}
      <ul className="notification-items">
        {list.map((n) => (
          <Item key={n.id} n={n} onOpen={() => !n.read && markRead.mutate(n.id)} />
        ))}
      </ul>
      {(page.data?.total ?? 0) > 10 && (
        <Pagination current={pageNum} total={page.data?.total} onChange={setPageNum} showSizeChanger={false} />
      )}
    </div>
  );
}

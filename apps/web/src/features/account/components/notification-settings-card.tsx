import { NOTIFICATION_TYPES, type NotificationType } from '@stringer/shared/schemas/notifications';
import { Card, Checkbox, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';

type Channel = 'inApp' | 'email';

/** A type's name here: a system notification's title is support's own words, so its kind has a name of its own. */
const kindKey = (type: NotificationType) => (type === 'system' ? 'notify.systemSetting' : `notify.${type}Title`);

/** Per kind of notification: in Stringer and/or by email, saved as soon as a box changes. */
export function NotificationSettingsCard() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const types = settings.data?.types;

  const toggle = (type: NotificationType, channel: Channel, on: boolean) => {
    if (!types) return;
    save.mutate(
      { types: { [type]: { ...types[type], [channel]: on } } },
      { onSuccess: () => toast.success(t('messages.saved')) },
    );
  };
  const box = (channel: Channel) => (_: unknown, row: { type: NotificationType }) => (
    <Checkbox
      checked={types?.[row.type]?.[channel]}
      onChange={(e) => toggle(row.type, channel, e.target.checked)}
      aria-label={`${t(kindKey(row.type))}: ${t(`messages.${channel}`)}`}
    />
  );

  return (
    <Card title={t('messages.settingsTitle')} size="small" data-testid="notification-settings">
      <Typography.Paragraph type="secondary">{t('messages.settingsHelp')}</Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        loading={settings.isLoading}
        rowKey="type"
        dataSource={NOTIFICATION_TYPES.map((type) => ({ type }))}
        columns={[
          { key: 'type', title: '', render: (_, row) => t(kindKey(row.type)) },
          { key: 'inApp', title: t('messages.inApp'), render: box('inApp'), width: 110 },
          { key: 'email', title: t('messages.email'), render: box('email'), width: 110 },
        ]}
      />
    </Card>
  );
}

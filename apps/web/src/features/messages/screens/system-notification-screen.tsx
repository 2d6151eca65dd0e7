import type { SystemNotificationBody, SystemNotificationSend } from '@stringer/shared/schemas/system-notifications';
import { SYSTEM_AUDIENCES, systemNotificationBody } from '@stringer/shared/schemas/system-notifications';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countriesQueryOptions } from '../../../lib/areas';
import { showRefusal, zodRule } from '../../../lib/form';
import { useSendProgress, useSendSystemNotification } from '../api/system-notifications';

const shape = systemNotificationBody.shape;

/** How far a send got: done at once for one creator; a job for many, followed until it is done. */
function Progress({ sent }: { sent: SystemNotificationSend }) {
  const { t } = useTranslation();
  const followed = useSendProgress(sent.id);
  const now = followed.data ?? sent;
  const message =
    now.state === 'done'
      ? t('systemNotice.reached', { count: now.reached ?? now.targeted })
      : now.state === 'failed'
        ? t('systemNotice.failed')
        : t('systemNotice.queued', { count: now.targeted });
  return (
    <Alert
      role="status"
      type={now.state === 'failed' ? 'error' : now.state === 'done' ? 'success' : 'info'}
      message={message}
      data-testid="send-progress"
      showIcon
    />
  );
}

function CountrySelect(props: { id?: string; value?: number; onChange?: (value: number) => void }) {
  const { t, i18n } = useTranslation();
  const countries = useQuery(countriesQueryOptions());
  const options = (countries.data?.list ?? []).map((c) => ({
    value: c.id,
    label: (i18n.language === 'zh' && c.nameZh) || c.name,
  }));
  return (
    <Select
      {...props}
      showSearch
      optionFilterProp="label"
      options={options}
      loading={countries.isLoading}
      aria-label={t('systemNotice.country')}
    />
  );
}

/** Support's notice to creators, in both languages: one creator, a country's creators, or everyone. */
export default function SystemNotificationScreen() {
  const { t } = useTranslation();
  const [form] = Form.useForm<SystemNotificationBody>();
  const audience = Form.useWatch('audience', form);
  const send = useSendSystemNotification();
  const [sent, setSent] = useState<SystemNotificationSend | null>(null);

  const finish = (values: SystemNotificationBody) =>
    send.mutate(values, {
      onSuccess: (result) => {
        setSent(result);
        form.resetFields();
      },
      onError: (err) => {
        showRefusal(form, err, t);
      },
    });

  const text = (name: 'titleEn' | 'titleZh' | 'textEn' | 'textZh', long: boolean) => (
    <Form.Item name={name} label={t(`systemNotice.${name}`)} required rules={[zodRule(shape[name], t)]}>
      {long ? <Input.TextArea rows={4} showCount maxLength={2000} /> : <Input showCount maxLength={100} />}
    </Form.Item>
  );

  return (
    <div className="system-notification">
      <Typography.Title level={2}>{t('menu.systemNotification')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('systemNotice.help')}</Typography.Paragraph>
      {sent && <Progress key={sent.id ?? 'one'} sent={sent} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ audience: 'creator' }}
        onFinish={finish}
        data-testid="system-notification-form"
      >
        <Form.Item name="audience" label={t('systemNotice.audience')} required>
          <Radio.Group
            optionType="button"
            options={SYSTEM_AUDIENCES.map((value) => ({ value, label: t(`systemNotice.audience_${value}`) }))}
          />
        </Form.Item>
        {audience === 'creator' && (
          <Form.Item
            name="creatorId"
            label={t('systemNotice.creatorId')}
            required
            rules={[zodRule(shape.creatorId.unwrap(), t)]}
          >
            <InputNumber min={1} precision={0} />
          </Form.Item>
        )}
        {audience === 'country' && (
          <Form.Item
            name="countryId"
            label={t('systemNotice.country')}
            required
            rules={[zodRule(shape.countryId.unwrap(), t)]}
          >
            <CountrySelect />
          </Form.Item>
        )}
        {text('titleEn', false)}
        {text('textEn', true)}
        {text('titleZh', false)}
        {text('textZh', true)}
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {t('systemNotice.send')}
        </Button>
      </Form>
    </div>
  );
}

import { licenceReplyBody } from '@stringer/shared/schemas/public-works';
import { webHref, webLinks } from '@stringer/shared/web-paths';
import { Button, Descriptions, Form, Input, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFieldErrors, zodRule } from '../../../lib/form';
import { formatGmt } from '../../../lib/time';
import { toast } from '../../../lib/toast';
import { useLicenceRequest, useReplyToLicence } from '../api/licences';

/** One request whole: who asked, for which work and what use; support's replies; the reply box. */
export function LicenceThread({ id }: { id: number }) {
  const { t } = useTranslation();
  const request = useLicenceRequest(id);
  const reply = useReplyToLicence();
  const [form] = Form.useForm<{ body: string }>();
  const data = request.data;
  if (!data) return <Skeleton active />;
  const send = ({ body }: { body: string }) =>
    reply.mutate(
      { id, body },
      {
        onSuccess: () => {
          form.resetFields();
          toast.success(t('licences.replied', { mail: data.mail }));
        },
        onError: (e) => {
          if (!showFieldErrors(form, e, t)) toast.error(t('errors.server'));
        },
      },
    );
  return (
    <div data-testid="licence-thread">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('licences.work')}>
          <a href={webHref(webLinks.publicVideo(data.work.id))} target="_blank" rel="noreferrer">
            {data.work.title}
          </a>
        </Descriptions.Item>
        <Descriptions.Item label={t('licences.from')}>
          {data.name} · {data.organisation} · {data.mail}
        </Descriptions.Item>
        <Descriptions.Item label={t('licences.language')}>{t(`licences.languages.${data.language}`)}</Descriptions.Item>
      </Descriptions>
      <Timeline
        items={[
          {
            children: (
              <>
                <Typography.Text type="secondary">{formatGmt(data.createdAt)}</Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{data.intendedUse}</Typography.Paragraph>
              </>
            ),
          },
          ...data.thread.map((r) => ({
            key: r.id,
            color: 'green',
            children: (
              <>
                <Typography.Text type="secondary">
                  {r.staff.name ?? '—'} · {formatGmt(r.createdAt)}
                </Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{r.body}</Typography.Paragraph>
              </>
            ),
          })),
        ]}
      />
      <Form form={form} layout="vertical" onFinish={send}>
        <Form.Item
          name="body"
          label={t('licences.reply', { mail: data.mail })}
          rules={[zodRule(licenceReplyBody.shape.body, t)]}
        >
          <Input.TextArea rows={5} maxLength={5000} data-testid="licence-reply" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={reply.isPending} data-testid="licence-reply-send">
          {t('licences.send')}
        </Button>
      </Form>
    </div>
  );
}

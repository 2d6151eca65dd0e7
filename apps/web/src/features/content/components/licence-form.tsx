import { licenceRequestBody } from '@stringer/shared/schemas/public-works';
import { Alert, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusesEmpty, showFieldErrors, zodRule } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { useRequestLicence } from '../api/public-works';

const FIELDS = ['name', 'organisation', 'mail', 'intendedUse'] as const;
type Values = Record<(typeof FIELDS)[number], string> & { website?: string };

/**
 * "Request a licence": a newsroom's name, organisation, mail and intended use, sent to support.
 * `website` is the robots' field (hidden from people and screen readers, out of the Tab order);
 * the page's token makes a form sent within seconds of opening it a robot's too (decisions/0060).
 * The token is the one the form was first shown with: a live refetch of the page brings a newer
 * one, whose 3 s would start again under a person already typing (decisions/0063).
 */
export function LicenceForm({ worksId, formToken }: { worksId: number; formToken: string }) {
  const { t, i18n } = useTranslation();
  const [firstToken] = useState(formToken);
  const [form] = Form.useForm<Values>();
  const send = useRequestLicence();
  const [refusal, setRefusal] = useState<string | null>(null);
  if (send.isSuccess) {
    return <Result status="success" title={t('content.licenceSent')} subTitle={t('content.licenceSentText')} />;
  }
  const submit = (values: Values) => {
    setRefusal(null);
    const language = i18n.language === 'zh' ? 'zh' : 'en';
    send.mutate(
      { ...values, worksId, formToken: firstToken, language },
      {
        onError: (e) => {
          if (!showFieldErrors(form, e, t)) setRefusal(e instanceof ApiError ? e.msgKey : 'errors.network');
        },
      },
    );
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="licence-form" style={{ maxWidth: 560 }}>
      {FIELDS.map((name) => {
        const schema = licenceRequestBody.shape[name];
        return (
          <Form.Item
            key={name}
            name={name}
            label={t(`content.licence.${name}`)}
            required={refusesEmpty(schema)}
            rules={[zodRule(schema, t)]}
          >
            {name === 'intendedUse' ? <Input.TextArea rows={4} maxLength={2000} showCount /> : <Input />}
          </Form.Item>
        );
      })}
      <div aria-hidden="true" style={{ position: 'absolute', left: -10_000, width: 1, height: 1, overflow: 'hidden' }}>
        <Form.Item name="website" label="Website">
          <Input tabIndex={-1} autoComplete="off" />
        </Form.Item>
      </div>
      {refusal && <Alert type="error" showIcon message={t(refusal)} style={{ marginBottom: 16 }} role="alert" />}
      <Button type="primary" htmlType="submit" loading={send.isPending} data-testid="licence-send">
        {t('content.licence.send')}
      </Button>
    </Form>
  );
}

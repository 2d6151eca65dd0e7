import { email, verificationCode } from '@stringer/shared/schemas/fields';
import { Form, type FormInstance, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { showRefusal, zodRule } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { type CodePurpose, useSendCode } from '../api/send-code';
import { SendCodeButton } from './send-code-button';

interface Props {
  form: FormInstance;
  purpose: CodePurpose;
  /** The form's name for the address: the calls say `mail` for sign-up, `email` for reset. */
  mailField: 'mail' | 'email';
}

/** An address and the code mailed to it, with the send button between them. */
export function MailCodeFields({ form, purpose, mailField }: Props) {
  const { t } = useTranslation();
  const send = useSendCode(purpose);

  const onSend = async () => {
    try {
      await form.validateFields([mailField]);
    } catch {
      return false;
    }
    const mail: string = form.getFieldValue(mailField);
    try {
      await send.mutateAsync(email().parse(mail));
      toast.success(t('auth.codeSent', { mail }));
      return true;
    } catch (err) {
      showRefusal(form, err, t, { fallback: 'errors.sendFailed', fieldOf: () => mailField });
      return false;
    }
  };

  return (
    <>
      <Form.Item name={mailField} required label={t('auth.mail')} rules={[zodRule(email(), t)]} hasFeedback>
        <Input type="email" autoComplete="email" placeholder={t('auth.emailPlaceholder')} />
      </Form.Item>
      <Form.Item label={t('auth.code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[zodRule(verificationCode(), t)]}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} aria-label={t('auth.code')} />
          </Form.Item>
          <SendCodeButton onSend={onSend} />
        </Space.Compact>
      </Form.Item>
    </>
  );
}

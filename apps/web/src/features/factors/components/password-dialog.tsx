import { passwordProof } from '@stringer/shared/schemas/factors';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showRefusal, zodRule } from '../../../lib/form';

export interface PasswordAnswer {
  password: string;
  name?: string;
}

interface Props {
  open: boolean;
  title: string;
  /** Also ask a name (a passkey's). */
  withName?: boolean;
  busy: boolean;
  onCancel: () => void;
  /** Rejects with the server's refusal, shown at the field it names. */
  onSubmit: (answer: PasswordAnswer) => Promise<unknown>;
}

/** Every change to one's factors asks for the password again: an open session alone is not enough. */
export function PasswordDialog({ open, title, withName, busy, onCancel, onSubmit }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordAnswer>();
  const finish = (answer: PasswordAnswer) =>
    onSubmit(answer).then(
      () => form.resetFields(),
      (err: unknown) => showRefusal(form, err, t),
    );
  return (
    <Modal
      open={open}
      title={title}
      okText={t('factors.security.continue')}
      cancelText={t('factors.security.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onCancel();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('factors.security.passwordIntro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={finish} preserve={false}>
        {withName ? (
          <Form.Item
            name="name"
            label={t('factors.security.passkeys.name')}
            required
            rules={[{ required: true, message: t('factors.errors.nameRequired') }]}
          >
            <Input maxLength={60} autoComplete="off" />
          </Form.Item>
        ) : null}
        <Form.Item
          name="password"
          label={t('factors.security.password')}
          required
          rules={[zodRule(passwordProof.shape.password, t)]}
        >
          <Input.Password autoComplete="current-password" autoFocus={!withName} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { confirmPassword, newPassword } from '@stringer/shared/schemas/fields';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/form';

/** A new password and its confirmation, checked by the shared rule and against each other. */
export function PasswordFields({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        required
        label={label}
        extra={t('auth.passwordHelp')}
        rules={[zodRule(newPassword(), t)]}
        hasFeedback
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        required
        label={t('auth.confirmPassword')}
        dependencies={['password']}
        hasFeedback
        rules={[
          zodRule(confirmPassword(), t),
          ({ getFieldValue }) => ({
            validator: async (_rule, value) => {
              if (value && value !== getFieldValue('password')) throw new Error(t('errors.passwordsMismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

import { resetPasswordBody } from '@stringer/shared/schemas/account';
import { webPaths } from '@stringer/shared/web-paths';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showRefusal } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import { AuthPage } from '../components/auth-page';
import { MailCodeFields } from '../components/mail-code-fields';
import { PasswordFields } from '../components/password-fields';

interface Values {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export default function RetrievePasswordScreen() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const reset = useResetPassword();

  const onFinish = (values: Values) => {
    reset.mutate(resetPasswordBody.parse(values), {
      onSuccess: () => {
        toast.success(t('auth.resetDone'));
        navigate(webPaths.login, { replace: true });
      },
      onError: (err) => {
        showRefusal(form, err, t, { fallback: 'errors.resetPasswordFailed' });
      },
    });
  };

  return (
    <AuthPage title={t('menu.retrievePassword')}>
      <Form form={form} layout="vertical" onFinish={onFinish} disabled={reset.isPending}>
        <MailCodeFields form={form} purpose="reset" mailField="email" />
        <PasswordFields label={t('auth.newPassword')} />
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={reset.isPending}>
            {t('auth.reset')}
          </Button>
        </Form.Item>
      </Form>
      <Link to={webPaths.login}>{t('auth.toLogin')}</Link>
    </AuthPage>
  );
}

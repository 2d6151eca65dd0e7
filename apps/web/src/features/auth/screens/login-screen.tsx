import { FacebookFilled, GoogleOutlined } from '@ant-design/icons';
import { loginBody } from '@stringer/shared/schemas/account';
import { Alert, Button, Divider, Form, Input, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../../app/guards';
import { HOME_PATH } from '../../../app/routes';
import { showFieldErrors, zodRule } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { AuthPage } from '../components/auth-page';

interface Values {
  email: string;
  password: string;
}

export default function LoginScreen() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'), HOME_PATH);
  const signedIn = useSession((s) => Boolean(s.token));
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);

  if (signedIn && !login.isSuccess) return <Navigate to={redirect} replace />;

  const onFinish = (values: Values) => {
    setFailure(null);
    login.mutate(loginBody.parse(values), {
      onSuccess: () => navigate(redirect, { replace: true }),
      onError: (err) => {
        if (!showFieldErrors(form, err, t)) setFailure(err instanceof ApiError ? err.msgKey : 'errors.loginFailed');
      },
    });
  };

  return (
    <AuthPage title={t('auth.login')}>
      {failure === 'errors.oldAccount' ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={t('auth.oldAccountTitle')}
          description={
            <>
              {t('auth.oldAccountBody')} <Link to="/retrievepassword">{t('auth.oldAccountAction')}</Link>
            </>
          }
        />
      ) : failure ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={t(failure)} />
      ) : null}
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} disabled={login.isPending}>
        <Form.Item name="email" label={t('auth.email')} rules={[zodRule(loginBody.shape.email, t)]}>
          <Input type="email" autoComplete="username" autoFocus placeholder={t('auth.emailPlaceholder')} />
        </Form.Item>
        <Form.Item name="password" label={t('auth.password')} rules={[zodRule(loginBody.shape.password, t)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            {t('auth.login')}
          </Button>
        </Form.Item>
      </Form>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Link to="/retrievepassword">{t('auth.forgotPassword')}</Link>
        <span>
          {t('auth.noAccount')}{' '}
          <Link to={`/register?redirect=${encodeURIComponent(redirect)}`}>{t('auth.toRegister')}</Link>
        </span>
      </Space>
      <Divider plain>
        <Typography.Text type="secondary">{t('auth.otherWays')}</Typography.Text>
      </Divider>
      {/* Spec 1: Google and Facebook are shown as sign-in options; they arrive with their own issue. */}
      <Space style={{ width: '100%', justifyContent: 'center' }}>
        <Tooltip title={t('auth.comingSoon')}>
          <Button icon={<GoogleOutlined />} disabled>
            {t('auth.google')}
          </Button>
        </Tooltip>
        <Tooltip title={t('auth.comingSoon')}>
          <Button icon={<FacebookFilled />} disabled>
            {t('auth.facebook')}
          </Button>
        </Tooltip>
      </Space>
    </AuthPage>
  );
}

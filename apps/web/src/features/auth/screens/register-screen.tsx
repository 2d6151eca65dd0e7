import { accountName, createCustomBody, registerForm } from '@stringer/shared/schemas/account';
import { webPaths } from '@stringer/shared/web-paths';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AreaCascader, type AreaValue, regionRule } from '../../../components/area-cascader';
import { showRefusal, zodRule } from '../../../lib/form';
import { safeRedirect } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useRegister } from '../api/register';
import { AgreementFields } from '../components/agreement-fields';
import { AuthPage } from '../components/auth-page';
import { GoogleCompletion } from '../components/google-completion';
import { MailCodeFields } from '../components/mail-code-fields';
import { OtherWays } from '../components/other-ways';
import { PasswordFields } from '../components/password-fields';

interface Values {
  realName: string;
  region?: AreaValue;
  account: string;
  mail: string;
  code: string;
  password: string;
  confirmPassword: string;
  ageConfirmed?: boolean;
  agreed?: boolean;
}

const regionFields = new Set(['countryId', 'provinceId', 'cityId']);

export default function RegisterScreen() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const register = useRegister();
  const shape = registerForm.shape;
  const redirect = safeRedirect(params.get('redirect'), webPaths.home);
  const googleCredential = (useLocation().state as { googleCredential?: string } | null)?.googleCredential;

  if (googleCredential) {
    return (
      <AuthPage title={t('auth.register')}>
        <GoogleCompletion credential={googleCredential} onDone={() => navigate(redirect, { replace: true })} />
      </AuthPage>
    );
  }

  const onFinish = ({ region, ...values }: Values) => {
    const [countryId, provinceId, cityId] = region?.ids ?? [];
    const form_ = registerForm.safeParse({ ...values, countryId, provinceId, cityId });
    if (!form_.success) return;
    register.mutate(createCustomBody.parse(form_.data), {
      onSuccess: () => {
        toast.success(t('auth.registered'));
        navigate(redirect, { replace: true });
      },
      onError: (err) =>
        showRefusal(form, err, t, {
          fallback: 'errors.createFailed',
          fieldOf: (f) => (regionFields.has(f) ? 'region' : f),
        }),
    });
  };

  return (
    <AuthPage title={t('auth.register')}>
      <Form form={form} layout="vertical" onFinish={onFinish} disabled={register.isPending} scrollToFirstError>
        <Form.Item name="realName" required label={t('auth.realName')} rules={[zodRule(shape.realName, t)]}>
          <Input autoComplete="name" autoFocus />
        </Form.Item>
        <Form.Item name="region" label={t('auth.region')} required rules={[regionRule(t)]}>
          <AreaCascader />
        </Form.Item>
        <Form.Item
          name="account"
          required
          label={t('auth.account')}
          extra={t('auth.accountHelp')}
          rules={[zodRule(accountName, t)]}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <MailCodeFields form={form} purpose="register" mailField="mail" />
        <PasswordFields label={t('auth.password')} />
        <AgreementFields />
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={register.isPending}>
            {t('auth.register')}
          </Button>
        </Form.Item>
      </Form>
      {t('auth.haveAccount')} <Link to={webPaths.login}>{t('auth.toLogin')}</Link>
      <OtherWays redirect={redirect} />
    </AuthPage>
  );
}

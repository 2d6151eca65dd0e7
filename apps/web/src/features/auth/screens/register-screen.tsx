import { accountName, createCustomBody, registerForm } from '@stringer/shared/schemas/account';
import { Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../../app/guards';
import { HOME_PATH } from '../../../app/routes';
import { AreaCascader, type AreaValue, regionRule } from '../../../components/area-cascader';
import { showFieldErrors, zodRule } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { toast } from '../../../lib/toast';
import { useRegister } from '../api/register';
import { AuthPage } from '../components/auth-page';
import { MailCodeFields } from '../components/mail-code-fields';
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

/** Agreements open in a new tab, so that reading one loses nothing typed here. */
function AgreementLink({ to, label }: { to: string; label: string }) {
  return (
    <a href={`#${to}`} target="_blank" rel="noreferrer">
      {label}
    </a>
  );
}

export default function RegisterScreen() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const register = useRegister();
  const shape = registerForm.shape;

  const onFinish = ({ region, ...values }: Values) => {
    const [countryId, provinceId, cityId] = region?.ids ?? [];
    const form_ = registerForm.safeParse({ ...values, countryId, provinceId, cityId });
    if (!form_.success) return;
    register.mutate(createCustomBody.parse(form_.data), {
      onSuccess: () => {
        toast.success(t('auth.registered'));
        navigate(safeRedirect(params.get('redirect'), HOME_PATH), { replace: true });
      },
      onError: (err) => {
        if (!showFieldErrors(form, err, t, (f) => (regionFields.has(f) ? 'region' : f))) {
          toast.error(t(err instanceof ApiError ? err.msgKey : 'errors.createFailed'));
        }
      },
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
        <Form.Item name="ageConfirmed" valuePropName="checked" rules={[zodRule(shape.ageConfirmed, t)]}>
          <Checkbox>{t('auth.ageConfirm')}</Checkbox>
        </Form.Item>
        <Form.Item name="agreed" valuePropName="checked" rules={[zodRule(shape.agreed, t)]}>
          <Checkbox>
            {t('auth.agreePrefix')} <AgreementLink to="/serviceprotocol" label={t('menu.serviceProtocol')} />{' '}
            {t('auth.and')} <AgreementLink to="/privacypolicy" label={t('menu.privacyPolicy')} />
          </Checkbox>
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={register.isPending}>
            {t('auth.register')}
          </Button>
        </Form.Item>
      </Form>
      {t('auth.haveAccount')} <Link to="/login">{t('auth.toLogin')}</Link>
    </AuthPage>
  );
}

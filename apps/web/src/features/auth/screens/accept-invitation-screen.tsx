import { webPaths } from '@stringer/shared/web-paths';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/http';
import { toast } from '../../../lib/toast';
import { useAcceptInvitation } from '../api/accept-invitation';
import { AuthPage } from '../components/auth-page';
import { PasswordFields } from '../components/password-fields';

interface Values {
  password: string;
  confirmPassword: string;
}

/** Where an admin's mailed invitation leads: the new staff member chooses their password, then signs in. */
export default function AcceptInvitationScreen() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const accept = useAcceptInvitation();
  const [refusal, setRefusal] = useState<string | null>(null);

  const onFinish = ({ password }: Values) => {
    setRefusal(null);
    accept.mutate(
      { token: params.get('token') ?? '', password },
      {
        onSuccess: ({ mail }) => {
          toast.success(t('invitation.done', { mail }));
          navigate(webPaths.login, { replace: true });
        },
        onError: (err) => {
          if (!(err instanceof ApiError)) return setRefusal('errors.server');
          // The password's refusals go to its field; the link's (a missing, used or expired token) above the form.
          const onPassword = err.errors.filter((e) => e.field === 'password');
          if (onPassword.length) form.setFields([{ name: 'password', errors: onPassword.map((e) => t(e.msgKey)) }]);
          else setRefusal(err.errors[0]?.msgKey ?? err.msgKey);
        },
      },
    );
  };

  return (
    <AuthPage title={t('menu.acceptInvitation')}>
      <p>{t('invitation.intro')}</p>
      {refusal && <Alert type="error" showIcon role="alert" message={t(refusal)} className="invitation-refusal" />}
      <Form form={form} layout="vertical" onFinish={onFinish} disabled={accept.isPending}>
        <PasswordFields label={t('auth.newPassword')} />
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={accept.isPending}>
            {t('invitation.submit')}
          </Button>
        </Form.Item>
      </Form>
      <Link to={webPaths.login}>{t('auth.toLogin')}</Link>
    </AuthPage>
  );
}

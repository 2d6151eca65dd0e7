import { webPaths } from '@stringer/shared/web-paths';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showRefusal } from '../../../lib/form';
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
        // The password's refusals go to its field; the link's (a missing, used or expired token) above the form.
        onError: (err) => showRefusal(form, err, t, { fieldOf: (f) => (f === 'password' ? f : null), say: setRefusal }),
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

import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaCascader, type AreaValue, regionRule } from '../../../components/area-cascader';
import { ApiError } from '../../../lib/http';
import { useGoogleLogin } from '../api/google';
import { AgreementFields } from './agreement-fields';

interface Values {
  region?: AreaValue;
}

/** The address Google vouches for, read from the token only to show it (the server checks it). */
function tokenEmail(credential: string) {
  try {
    const payload = credential.split('.')[1] ?? '';
    return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { email?: string }).email;
  } catch {
    return undefined;
  }
}

/** Sign-up's completion step for a new Google user: what sign-up requires that Google does not give. */
export function GoogleCompletion({ credential, onDone }: { credential: string; onDone(): void }) {
  const { t } = useTranslation();
  const googleLogin = useGoogleLogin();
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = ({ region }: Values) => {
    const [countryId, provinceId, cityId] = region?.ids ?? [];
    setFailure(null);
    googleLogin.mutate(
      { credential, countryId, provinceId, cityId },
      {
        onSuccess: onDone,
        onError: (err) => setFailure(err instanceof ApiError ? err.msgKey : 'errors.createFailed'),
      },
    );
  };

  return (
    <Form<Values> layout="vertical" onFinish={onFinish} disabled={googleLogin.isPending}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('auth.googleComplete', { mail: tokenEmail(credential) })}
      />
      {failure ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={t(failure)} /> : null}
      <Form.Item name="region" label={t('auth.region')} required rules={[regionRule(t)]}>
        <AreaCascader />
      </Form.Item>
      <AgreementFields />
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={googleLogin.isPending}>
          {t('auth.register')}
        </Button>
      </Form.Item>
    </Form>
  );
}

import { Alert, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFactorTexts } from '../../../lib/factor-texts';
import { useMyFactors } from '../api/factors';
import { PasskeysCard } from '../components/passkeys-card';
import { RecoveryCard } from '../components/recovery-card';
import { RecoveryCodesDialog } from '../components/recovery-codes-dialog';
import { TotpCard } from '../components/totp-card';

/**
 * One's own second factors (creators under Account Settings, staff from their profile, and where
 * the admins' policy sends staff without one): an authenticator app, passkeys, recovery codes.
 */
export default function SecurityScreen() {
  const { t } = useTranslation();
  const ready = useFactorTexts();
  const factors = useMyFactors();
  const [codes, setCodes] = useState<string[] | null>(null);
  const data = factors.data;
  if (!ready || !data) return <Spin />;
  const hasFactor = data.totp || data.passkeys.length > 0;
  return (
    <Flex vertical gap={16} className="security-screen">
      <Typography.Title level={2}>{t('factors.security.title')}</Typography.Title>
      <Typography.Paragraph>{t('factors.security.intro')}</Typography.Paragraph>
      {data.required && !hasFactor ? <Alert type="warning" showIcon message={t('factors.security.required')} /> : null}
      <TotpCard enabled={data.totp} onCodes={setCodes} />
      <PasskeysCard passkeys={data.passkeys} onCodes={setCodes} />
      {hasFactor ? <RecoveryCard left={data.recoveryCodesLeft} onCodes={setCodes} /> : null}
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />
    </Flex>
  );
}

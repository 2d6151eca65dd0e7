import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenewRecoveryCodes } from '../api/factors';
import { PasswordDialog } from './password-dialog';

export function RecoveryCard({ left, onCodes }: { left: number; onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const renew = useRenewRecoveryCodes();
  const submit = async ({ password }: { password: string }) => {
    const { recoveryCodes } = await renew.mutateAsync({ password });
    setAsking(false);
    onCodes(recoveryCodes);
  };
  return (
    <Card size="small" title={t('factors.security.recovery.title')}>
      <Typography.Paragraph type="secondary">
        {t('factors.security.recovery.intro', { count: left })}
      </Typography.Paragraph>
      <Button onClick={() => setAsking(true)}>{t('factors.security.recovery.renew')}</Button>
      <PasswordDialog
        open={asking}
        title={t('factors.security.recovery.renew')}
        busy={renew.isPending}
        onCancel={() => setAsking(false)}
        onSubmit={submit}
      />
    </Card>
  );
}

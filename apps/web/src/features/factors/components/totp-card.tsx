import { type TotpSetup, totpConfirmBody } from '@stringer/shared/schemas/factors';
import { Button, Card, Form, Input, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors, zodRule } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useConfirmTotp, useRemoveTotp, useStartTotp } from '../api/factors';
import { PasswordDialog } from './password-dialog';

interface Props {
  enabled: boolean;
  /** The first factor's recovery codes, to show once. */
  onCodes: (codes: string[]) => void;
}

/** The QR code (drawn by our server), the key to type instead, and the first code that confirms it. */
function ConfirmDialog({
  setup,
  onClose,
  onCodes,
}: { setup: TotpSetup | null; onClose: () => void } & Pick<Props, 'onCodes'>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const confirm = useConfirmTotp();
  const finish = ({ code }: { code: string }) =>
    confirm.mutate(
      { code },
      {
        onSuccess: ({ recoveryCodes }) => {
          toast.success(t('factors.security.totp.added'));
          onClose();
          if (recoveryCodes) onCodes(recoveryCodes);
        },
        onError: (err) => showFieldErrors(form, err, t),
      },
    );
  return (
    <Modal
      open={setup !== null}
      title={t('factors.security.totp.title')}
      okText={t('factors.security.totp.confirm')}
      cancelText={t('factors.security.cancel')}
      confirmLoading={confirm.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('factors.security.totp.scan')}</Typography.Paragraph>
      {setup ? <img src={setup.qrCode} alt={t('factors.security.totp.qrAlt')} width={200} height={200} /> : null}
      <Typography.Paragraph>
        {t('factors.security.totp.secret')}:{' '}
        <Typography.Text code copyable data-testid="totp-secret">
          {setup?.secret}
        </Typography.Text>
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={finish} preserve={false}>
        <Form.Item
          name="code"
          label={t('factors.security.totp.code')}
          required
          rules={[zodRule(totpConfirmBody.shape.code, t)]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function TotpCard({ enabled, onCodes }: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<'setUp' | 'remove' | null>(null);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const start = useStartTotp();
  const remove = useRemoveTotp();
  const submit = async ({ password }: { password: string }) => {
    if (asking === 'setUp') setSetup(await start.mutateAsync({ password }));
    else {
      await remove.mutateAsync({ password });
      toast.success(t('factors.security.totp.removed'));
    }
    setAsking(null);
  };
  return (
    <Card
      size="small"
      title={t('factors.security.totp.title')}
      extra={
        <Tag color={enabled ? 'green' : undefined}>{t(enabled ? 'factors.security.on' : 'factors.security.off')}</Tag>
      }
    >
      <Typography.Paragraph type="secondary">{t('factors.security.totp.intro')}</Typography.Paragraph>
      {enabled ? (
        <Button danger onClick={() => setAsking('remove')} data-testid="totp-action">
          {t('factors.security.totp.remove')}
        </Button>
      ) : (
        <Button type="primary" onClick={() => setAsking('setUp')} data-testid="totp-action">
          {t('factors.security.totp.setUp')}
        </Button>
      )}
      <PasswordDialog
        open={asking !== null}
        title={t(asking === 'remove' ? 'factors.security.totp.remove' : 'factors.security.totp.setUp')}
        busy={start.isPending || remove.isPending}
        onCancel={() => setAsking(null)}
        onSubmit={submit}
      />
      <ConfirmDialog setup={setup} onClose={() => setSetup(null)} onCodes={onCodes} />
    </Card>
  );
}

import type { PasskeyInfo } from '@stringer/shared/schemas/factors';
import { Button, Card, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGmt } from '../../../lib/time';
import { toast } from '../../../lib/toast';
import { useAddPasskey, usePasskeyOptions, useRemovePasskey } from '../api/factors';
import { type PasswordAnswer, PasswordDialog } from './password-dialog';

interface Props {
  passkeys: PasskeyInfo[];
  onCodes: (codes: string[]) => void;
}

/** The browser makes the credential; its WebAuthn code is loaded only now. */
async function createPasskey(options: object) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as never });
}

export function PasskeysCard({ passkeys, onCodes }: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<{ removeId?: number } | null>(null);
  const options = usePasskeyOptions();
  const add = useAddPasskey();
  const remove = useRemovePasskey();

  async function adding({ password, name }: PasswordAnswer) {
    const { challenge, options: webauthn } = await options.mutateAsync({ password });
    setAsking(null);
    const response = await createPasskey(webauthn).catch(() => null);
    if (!response) return toast.error(t('factors.signIn.passkeyCancelled'));
    const { recoveryCodes } = await add.mutateAsync({ challenge, name: name ?? '', response: response as never });
    toast.success(t('factors.security.passkeys.added'));
    if (recoveryCodes) onCodes(recoveryCodes);
  }
  const submit = async (answer: PasswordAnswer) => {
    if (asking?.removeId === undefined) return adding(answer);
    await remove.mutateAsync({ id: asking.removeId, password: answer.password });
    setAsking(null);
    toast.success(t('factors.security.passkeys.removed'));
  };

  return (
    <Card size="small" title={t('factors.security.passkeys.title')}>
      <Typography.Paragraph type="secondary">{t('factors.security.passkeys.intro')}</Typography.Paragraph>
      {/* antd's empty-list text is too faint to read (axe colour contrast): plain text instead. */}
      {passkeys.length === 0 ? (
        <Typography.Paragraph>{t('factors.security.passkeys.none')}</Typography.Paragraph>
      ) : (
        <List
          size="small"
          dataSource={passkeys}
          renderItem={(key) => (
            <List.Item
              actions={[
                <Button key="remove" size="small" danger onClick={() => setAsking({ removeId: key.id })}>
                  {t('factors.security.passkeys.remove')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={key.name}
                description={t('factors.security.passkeys.created', { date: formatGmt(key.createdAt) })}
              />
            </List.Item>
          )}
        />
      )}
      <Button type="primary" onClick={() => setAsking({})} disabled={!window.PublicKeyCredential}>
        {t(window.PublicKeyCredential ? 'factors.security.passkeys.add' : 'factors.security.passkeys.notSupported')}
      </Button>
      <PasswordDialog
        open={asking !== null}
        title={t(asking?.removeId === undefined ? 'factors.security.passkeys.add' : 'factors.security.passkeys.remove')}
        withName={asking?.removeId === undefined}
        busy={options.isPending || add.isPending || remove.isPending}
        onCancel={() => setAsking(null)}
        onSubmit={submit}
      />
    </Card>
  );
}

import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

/** New recovery codes, shown once: only their hashes are kept. */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard
      .writeText(codes?.join('\n') ?? '')
      .then(() => toast.success(t('factors.security.recovery.copied')));
  return (
    <Modal
      open={codes !== null}
      title={t('factors.security.recovery.title')}
      onCancel={onClose}
      footer={[
        <Button key="copy" onClick={copy}>
          {t('factors.security.recovery.copy')}
        </Button>,
        <Button key="done" type="primary" onClick={onClose}>
          {t('factors.security.done')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('factors.security.recovery.shownOnce')}</Typography.Paragraph>
      <ul className="recovery-codes" data-testid="recovery-codes">
        {codes?.map((code) => (
          <li key={code}>
            <Typography.Text code>{code}</Typography.Text>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

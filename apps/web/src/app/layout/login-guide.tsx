import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../lib/preferences';

/** The first-time guide after the first sign-in in this browser; shown once. */
export function LoginGuide() {
  const { t } = useTranslation();
  const open = usePreferences((s) => s.guides.login);
  const guideSeen = usePreferences((s) => s.guideSeen);
  const close = () => guideSeen('login');
  return (
    <Modal
      open={open}
      title={t('guide.loginTitle')}
      onOk={close}
      onCancel={close}
      okText={t('guide.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Typography.Paragraph>{t('guide.loginBody')}</Typography.Paragraph>
    </Modal>
  );
}

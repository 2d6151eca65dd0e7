import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type GuideName, usePreferences } from '../lib/preferences';

/** A first-time guide (after the first sign-in, on Task details, on My task): shown once per browser. */
export function FirstTimeGuide({ name }: { name: GuideName }) {
  const { t } = useTranslation();
  // One guide at a time: a screen's own guide waits until the sign-in guide has been read.
  const open = usePreferences((s) => s.guides[name] && (name === 'login' || !s.guides.login));
  const guideSeen = usePreferences((s) => s.guideSeen);
  const close = () => guideSeen(name);
  return (
    <Modal
      open={open}
      title={t(`guide.${name}Title`)}
      onOk={close}
      onCancel={close}
      okText={t('guide.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Typography.Paragraph>{t(`guide.${name}Body`)}</Typography.Paragraph>
    </Modal>
  );
}

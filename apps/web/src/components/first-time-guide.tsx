import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type GuideName, usePreferences } from '../lib/preferences';
import { QueuedDialog } from './queued-dialog';

/**
 * A first-time guide (after the first sign-in, on Task details, on My task, on Publish Work):
 * shown once per browser, in turn with the other dialogs; leaving the screen counts as read.
 */
export function FirstTimeGuide({ name }: { name: GuideName }) {
  const { t } = useTranslation();
  const wanted = usePreferences((s) => s.guides[name]);
  const guideSeen = usePreferences((s) => s.guideSeen);
  const close = () => guideSeen(name);
  return (
    <QueuedDialog
      id={`guide.${name}`}
      wanted={wanted}
      // The welcome after the first sign-in comes before any screen's own guide.
      priority={name === 'login' ? 1 : 0}
      onClose={close}
      title={t(`guide.${name}Title`)}
      footer={
        <Button type="primary" onClick={close}>
          {t('guide.ok')}
        </Button>
      }
    >
      <Typography.Paragraph>{t(`guide.${name}Body`)}</Typography.Paragraph>
    </QueuedDialog>
  );
}

import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueuedDialog } from '../../../components/queued-dialog';
import { formatGmt } from '../../../lib/time';
import type { Draft } from '../api/draft';

/** Offers the saved draft once, in turn with the guides; leaving Publish Work drops the offer. */
export function RestoreDraftDialog({
  draft,
  onRestore,
}: {
  draft: Draft | null | undefined;
  onRestore(d: Draft): void;
}) {
  const { t } = useTranslation();
  const [answered, setAnswered] = useState(false);
  const close = () => setAnswered(true);
  const restore = () => {
    close();
    if (draft) onRestore(draft);
  };
  const { updatedAt, ...fields } = draft ?? { updatedAt: '' };
  return (
    <QueuedDialog
      id="works.restoreDraft"
      wanted={Object.keys(fields).length > 0 && !answered}
      onClose={close}
      title={t('works.restoreTitle')}
      footer={
        <Space>
          <Button onClick={close}>{t('works.startOver')}</Button>
          <Button type="primary" onClick={restore}>
            {t('works.restore')}
          </Button>
        </Space>
      }
    >
      {t('works.restoreBody', { time: updatedAt && formatGmt(updatedAt) })}
    </QueuedDialog>
  );
}

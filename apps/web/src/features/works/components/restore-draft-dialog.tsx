import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueuedDialog } from '../../../components/queued-dialog';
import { formatGmt } from '../../../lib/time';
import type { Draft } from '../api/draft';

/**
 * Offers the saved draft once, in turn with the guides; leaving Publish Work drops the offer (the
 * draft stays), Start over discards it.
 */
export function RestoreDraftDialog({
  draft,
  onRestore,
  onStartOver,
}: {
  draft: Draft | null | undefined;
  onRestore(d: Draft): void;
  onStartOver(): void;
}) {
  const { t } = useTranslation();
  const [answered, setAnswered] = useState(false);
  const close = () => setAnswered(true);
  const restore = () => {
    close();
    if (draft) onRestore(draft);
  };
  const startOver = () => {
    close();
    onStartOver();
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
          <Button onClick={startOver}>{t('works.startOver')}</Button>
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

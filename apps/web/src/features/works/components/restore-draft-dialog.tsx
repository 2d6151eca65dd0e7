import { Button, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueuedDialog } from '../../../components/queued-dialog';
import type { Draft } from '../api/draft';

/** Offers the saved draft once, in turn with the guides; leaving Publish Work drops the offer. */
export function RestoreDraftDialog({ draft, onRestore }: { draft: Draft | null | undefined; onRestore(): void }) {
  const { t } = useTranslation();
  const [answered, setAnswered] = useState(false);
  const close = () => setAnswered(true);
  const restore = () => {
    close();
    onRestore();
  };
  return (
    <QueuedDialog
      id="works.restoreDraft"
      wanted={Boolean(draft && Object.keys(draft.data).length) && !answered}
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
      {t('works.restoreBody', { time: dayjs(draft?.updatedAt).format('YYYY-MM-DD HH:mm') })}
    </QueuedDialog>
  );
}

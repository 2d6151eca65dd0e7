import type { FileInfo } from '@stringer/shared/schemas/files';
import { Alert, Button, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useVerificationDesk } from '../api/verification';
import { CaptureFacts } from './capture-facts';
import { SeenBefore } from './seen-before';

/**
 * The review drawer's "Verification" section (issue 39, docs/decisions/0082): per video of the
 * work, what the desk found. Staff only; each slice of the desk adds its part beside the others.
 */
export function VerificationPanel({
  worksId,
  videos,
}: {
  worksId: number;
  videos: Pick<FileInfo, 'fileId' | 'name'>[];
}) {
  const { t } = useTranslation();
  const desk = useVerificationDesk(worksId);
  const nameOf = (fileId: string) => videos.find((v) => v.fileId === fileId)?.name ?? fileId;
  return (
    <section className="verification-panel" data-testid="verification-panel">
      <Typography.Title level={4}>{t('verificationDesk.title')}</Typography.Title>
      {desk.data ? (
        desk.data.files.map((file) => (
          <div key={file.fileId} className="verification-file" data-testid="verification-file">
            {videos.length > 1 && <Typography.Title level={5}>{nameOf(file.fileId)}</Typography.Title>}
            <SeenBefore file={file} />
            <CaptureFacts worksId={worksId} file={file} />
          </div>
        ))
      ) : desk.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('verificationDesk.loadFailed')}
          action={
            <Button size="small" onClick={() => desk.refetch()}>
              {t('verificationDesk.retry')}
            </Button>
          }
        />
      ) : (
        <Spin />
      )}
    </section>
  );
}

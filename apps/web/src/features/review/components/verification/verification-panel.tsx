import type { FileInfo } from '@stringer/shared/schemas/files';
import type { VerificationDesk } from '@stringer/shared/schemas/verification-desk';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useVerificationDesk, verificationKeys } from '../../../verification-desk/api/verification';
import { CaptureFacts } from './capture-facts';
import { ChecklistSection } from './checklist-section';
import { ContentCredentials } from './content-credentials';
import { CustodySection } from './custody-section';
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
  const queryClient = useQueryClient();
  const nameOf = (fileId: string) => videos.find((v) => v.fileId === fileId)?.name ?? fileId;
  return (
    <section className="verification-panel" data-testid="verification-panel">
      <Typography.Title level={4}>{t('verificationDesk.title')}</Typography.Title>
      {desk.data ? (
        <>
          {desk.data.files.map((file) => (
            <div key={file.fileId} className="verification-file" data-testid="verification-file">
              {videos.length > 1 && <Typography.Title level={5}>{nameOf(file.fileId)}</Typography.Title>}
              <SeenBefore file={file} />
              <CaptureFacts worksId={worksId} file={file} />
              <ContentCredentials credentials={file.credentials} />
            </div>
          ))}
          <ChecklistSection
            worksId={worksId}
            checklist={desk.data.checklist}
            onSaved={(checklist) =>
              queryClient.setQueryData<VerificationDesk>(
                verificationKeys.work(worksId),
                (d) => d && { ...d, checklist },
              )
            }
          />
          {/* The log gains its line once the server has served the file: asked again a moment later. */}
          <CustodySection custody={desk.data.custody} onDownload={() => setTimeout(() => void desk.refetch(), 1500)} />
        </>
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

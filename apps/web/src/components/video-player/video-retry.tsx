import type { FileInfo } from '@stringer/shared/schemas/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { retryVideo } from '../../lib/uploads';

/**
 * A creator's own video whose processing took too long every time it was tried (decision 0073):
 * why, and "Process the video again". Nothing for a damaged file (only a new upload mends it),
 * nor while pg-boss still has a try left. Once queued, the pages that show the video fetch it
 * again, and its progress comes live as any video's does.
 */
export function VideoRetry({ file }: { file: Pick<FileInfo, 'fileId' | 'media'> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryVideo(file.fileId),
    onSuccess: () => {
      toast.success(t('videoRetry.started'));
      return queryClient.invalidateQueries({ refetchType: 'active' });
    },
  });
  const state = file.media?.state;
  const gaveUp = state === 'failed' && file.media?.errorKey === 'errors.videoTookTooLongGaveUp';
  // Failed for good again after a retry: the button comes back.
  const { reset } = retry;
  useEffect(() => {
    if (state !== 'failed') reset();
  }, [state, reset]);
  if (!gaveUp || retry.isSuccess) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="video-retry"
      title={t('videoRetry.title')}
      description={t('errors.videoTookTooLongGaveUp')}
      action={
        <Button size="small" type="primary" loading={retry.isPending} onClick={() => retry.mutate()}>
          {t('videoRetry.action')}
        </Button>
      }
    />
  );
}

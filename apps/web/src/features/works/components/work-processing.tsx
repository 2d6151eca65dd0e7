import { LoadingOutlined } from '@ant-design/icons';
import type { WorkSummary } from '@stringer/shared/schemas/works';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLiveMedia } from '../../../lib/live-media';

type Processing = Pick<WorkSummary, 'videosProcessing' | 'videosInProcess'>;

/**
 * The least progress among a work's videos being processed: the figure fetched with the list,
 * moved by what the socket says of each video since (`media`), so that My works follows a
 * video's processing without fetching the list again on every tick.
 */
export function useWorkProgress({ videosProcessing, videosInProcess }: Processing) {
  const live = useLiveMedia((s) => s.byFile);
  if (videosProcessing === null) return null;
  const figures = videosInProcess.map((fileId) => {
    const heard = live[fileId];
    return heard?.state === 'processing' && heard.progress !== null ? heard.progress : videosProcessing;
  });
  return figures.length ? Math.min(...figures) : videosProcessing;
}

/** "Processing 42 %" beside a work whose videos are still being processed. */
export function WorkProcessing({ work }: { work: Processing }) {
  const { t } = useTranslation();
  const progress = useWorkProgress(work);
  if (progress === null) return null;
  return (
    <Tag icon={<LoadingOutlined aria-hidden />} data-testid="work-processing">
      {t('player.processing', { percent: Math.round(progress * 100) })}
    </Tag>
  );
}

import { LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLiveMedia } from '../../lib/live-media';
import { Pill } from '../pill';

/** A listed work's (or queue item's) videos still being processed, as the list fetched them. */
interface Processing {
  /** The least progress (0..1) among them; null once all are done. */
  videosProcessing: number | null;
  /** Their file ids. */
  videosInProcess: string[];
}

/**
 * The least progress among an item's videos being processed: the figure fetched with the list,
 * moved by what the socket says of each video since (`media`), so that a list (My works, the
 * review queues) follows a video's processing without fetching the list again on every tick.
 */
export function useListedProgress({ videosProcessing, videosInProcess }: Processing) {
  const live = useLiveMedia((s) => s.byFile);
  if (videosProcessing === null) return null;
  const figures = videosInProcess.map((fileId) => {
    const heard = live[fileId]?.media;
    return heard?.state === 'processing' && heard.progress !== null ? heard.progress : videosProcessing;
  });
  return figures.length ? Math.min(...figures) : videosProcessing;
}

/** "Processing 42 %" beside a listed item whose videos are still being processed. */
export function ProcessingTag({ item, testId }: { item: Processing; testId: string }) {
  const { t } = useTranslation();
  const progress = useListedProgress(item);
  if (progress === null) return null;
  return (
    <Pill icon={<LoadingOutlined aria-hidden />} data-testid={testId}>
      {t('player.processing', { percent: Math.round(progress * 100) })}
    </Pill>
  );
}

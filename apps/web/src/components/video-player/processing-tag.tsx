import { LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLiveMedia } from '../../lib/live-media';
import { Pill } from '../pill';
import { canPlay, processingWords } from './processing-panel';

/** A listed work's (or queue item's) videos still being processed, as the list fetched them. */
interface Processing {
  /** The least progress (0..1) among them; null once all are done. */
  videosProcessing: number | null;
  /** Their file ids. */
  videosInProcess: string[];
  /** Whether each of them can already be played (a first stream or a preview exists). */
  videosPlayable: boolean;
}

/**
 * The least progress among an item's videos being processed, and whether all of them can play
 * already: the figures fetched with the list, moved by what the socket says of each video since
 * (`media`), so that a list (My works, the review queues) follows a video's processing without
 * fetching the list again on every tick.
 */
export function useListedProgress({ videosProcessing, videosInProcess, videosPlayable }: Processing) {
  const live = useLiveMedia((s) => s.byFile);
  if (videosProcessing === null) return null;
  const heard = videosInProcess.map((fileId) => live[fileId]?.media);
  const figures = heard.map((media) =>
    media?.state === 'processing' && media.progress !== null ? media.progress : videosProcessing,
  );
  // A video not heard of since the fetch stands as the list had it: all playable, or not.
  const playable = videosInProcess.length
    ? heard.every((media) => (media ? canPlay(media) : videosPlayable))
    : videosPlayable;
  return { progress: figures.length ? Math.min(...figures) : videosProcessing, playable };
}

/** "Processing 42 %" (or "Playable — improving quality 42 %") beside a listed item whose videos are still being processed. */
export function ProcessingTag({ item, testId }: { item: Processing; testId: string }) {
  const { t } = useTranslation();
  const listed = useListedProgress(item);
  if (listed === null) return null;
  return (
    <Pill icon={<LoadingOutlined aria-hidden />} data-testid={testId}>
      {processingWords(t, listed.progress, listed.playable)}
    </Pill>
  );
}

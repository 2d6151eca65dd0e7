import { ClockCircleOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { clock } from './time';
import type { PlayerMedia } from './types';

const percentOf = (progress: number) => Math.round(Math.min(1, Math.max(0, progress)) * 100);

function useMessage(media: PlayerMedia) {
  const { t, i18n } = useTranslation();
  if (media.state === 'failed') {
    // A key the web app does not know yet (a newer server) shows the generic text alone, not the key.
    const at = media.errorAtS === null ? undefined : clock(media.errorAtS);
    const reason = media.errorKey && i18n.exists(media.errorKey) ? t(media.errorKey, { at }) : null;
    return { icon: <ExclamationCircleOutlined aria-hidden />, text: t('player.failed'), reason };
  }
  if (media.state === 'processing') {
    const text =
      media.progress === null
        ? t('player.processingStarted')
        : t('player.processing', { percent: percentOf(media.progress) });
    return { icon: <LoadingOutlined aria-hidden />, text, reason: null };
  }
  // Pending, or ready without a rendition yet: either way the video is still to come.
  return { icon: <ClockCircleOutlined aria-hidden />, text: t('player.pending'), reason: null };
}

/** What stands in for the video until a rendition exists: the poster, and where processing is. */
export function ProcessingPanel({ media, testId }: { media: PlayerMedia; testId: string }) {
  const { icon, text, reason } = useMessage(media);
  return (
    <div className="video-player-screen" data-testid={`${testId}-status`}>
      {media.posterUrl && <img className="video-player-poster" src={media.posterUrl} alt="" />}
      <div className={`video-player-overlay video-player-overlay-${media.state}`} role="status">
        {icon}
        <span>{text}</span>
        {reason && <span>{reason}</span>}
      </div>
    </div>
  );
}

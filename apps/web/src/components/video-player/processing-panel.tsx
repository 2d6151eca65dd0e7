import { ClockCircleOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { clock } from './time';
import type { PlayerMedia } from './types';

const percentOf = (progress: number) => Math.round(Math.min(1, Math.max(0, progress)) * 100);

/** A video can be watched before its processing ends once its first stream or its preview exists. */
export const canPlay = (media: Pick<PlayerMedia, 'streamUrl' | 'previewUrl'>) =>
  media.streamUrl !== null || media.previewUrl !== null;

/**
 * "Processing 42 %"; or, once the video can be watched meanwhile, "Playable — improving quality
 * 42 %": the creator and the reviewer need not wait for the rest.
 */
export function processingWords(t: TFunction, progress: number | null, playable: boolean) {
  if (progress === null) return t(playable ? 'player.playableStarted' : 'player.processingStarted');
  return t(playable ? 'player.playable' : 'player.processing', { percent: percentOf(progress) });
}

/**
 * "about 3 minutes" (whole minutes up to an hour and a half, then hours), or "less than a minute":
 * an estimate, never a promise.
 */
function etaWords(t: TFunction, etaS: number) {
  if (etaS < 60) return t('player.etaUnderAMinute');
  const minutes = Math.round(etaS / 60);
  if (minutes <= 90) return t('player.etaMinutes', { count: minutes });
  return t('player.etaHours', { count: Math.round(etaS / 3600) });
}

/**
 * A pending video's place in line (creators take turns, decision 0081): "Waiting its turn: 2
 * videos ahead, about 3 minutes"; without the estimate when the server has none.
 */
export function waitingWords(t: TFunction, { ahead, etaS }: NonNullable<PlayerMedia['waiting']>) {
  const eta = etaS === null ? null : etaWords(t, etaS);
  if (ahead === 0) return eta === null ? t('player.waitingNext') : t('player.waitingNextAbout', { eta });
  return eta === null
    ? t('player.waitingAhead', { count: ahead })
    : t('player.waitingAheadAbout', { count: ahead, eta });
}

const stillProcessing = (media: PlayerMedia) => media.state === 'pending' || media.state === 'processing';

function useMessage(media: PlayerMedia) {
  const { t, i18n } = useTranslation();
  if (media.state === 'failed') {
    // A key the web app does not know yet (a newer server) shows the generic text alone, not the key.
    const at = media.errorAtS === null ? undefined : clock(media.errorAtS);
    const reason = media.errorKey && i18n.exists(media.errorKey) ? t(media.errorKey, { at }) : null;
    return { icon: <ExclamationCircleOutlined aria-hidden />, text: t('player.failed'), reason };
  }
  if (media.state === 'processing') {
    // Nothing plays yet (the player shows once something does, with ImprovingNote).
    const text = processingWords(t, media.progress, false);
    return { icon: <LoadingOutlined aria-hidden />, text, reason: null };
  }
  // Pending, or ready without a rendition yet: either way the video is still to come.
  const text = media.state === 'pending' && media.waiting ? waitingWords(t, media.waiting) : t('player.pending');
  return { icon: <ClockCircleOutlined aria-hidden />, text, reason: null };
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

/** Over a video that plays while it is still being processed: that better quality is on its way. */
export function ImprovingNote({ media, testId }: { media: PlayerMedia; testId: string }) {
  const { t } = useTranslation();
  if (!stillProcessing(media) || !canPlay(media)) return null;
  return (
    <div className="video-player-improving" data-testid={`${testId}-improving`}>
      <LoadingOutlined aria-hidden />
      <span>{processingWords(t, media.progress, true)}</span>
    </div>
  );
}

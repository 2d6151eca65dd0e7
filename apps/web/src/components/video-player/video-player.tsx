import { LoadingOutlined } from '@ant-design/icons';
import { ConfigProvider, theme } from 'antd';
import { type KeyboardEvent, type Ref, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ControlBar } from './control-bar';
import { FrameBox, type PlayerBox } from './frame-box';
import { actionFor, zoneOf } from './keys';
import type { PlayerMarker } from './markers';
import { controlsFor, run } from './player-actions';
import { canPlay, ImprovingNote, ProcessingPanel } from './processing-panel';
import { ReadyNotice, useBeyondNotice } from './ready-notice';
import { type SyncGroup, useSyncMember } from './sync';
import type { PlayerHandle, PlayerMedia } from './types';
import { useFullscreen } from './use-fullscreen';
import { usePlayback } from './use-playback';
import { useSource } from './use-source';
import './video-player.css';

export interface VideoPlayerProps {
  media: PlayerMedia;
  /** The work's or clue's title: the player is announced as "<title> video player". */
  title: string;
  onTimeUpdate?: (seconds: number) => void;
  className?: string;
  /** Put on the `<video>` as `data-testid`. */
  testId?: string;
  ref?: Ref<PlayerHandle>;
  /** Moments to tick on the timeline; clicking one hands its id back. */
  markers?: PlayerMarker[];
  onMarker?: (id: string) => void;
  /** A box to show on the picture (fractions of the frame), with words for it. */
  box?: { box: PlayerBox; label: string } | null;
  /** While set, a drag over the picture draws a box and hands it over (instead of play/pause). */
  onDrawBox?: (box: PlayerBox) => void;
  /** Plays, pauses and seeks together with the group's other players (sync.ts). */
  sync?: SyncGroup;
}

/**
 * The one video player of the app: HLS (native or hls.js: the ladder, else the first stream while
 * it grows) with the MP4 preview as fallback, our own translated controls and keys, a storyboard
 * over the seek bar, and a processing state until something can play.
 */
export function VideoPlayer({
  media,
  title,
  onTimeUpdate,
  className,
  testId = 'video-player',
  ref,
  markers,
  onMarker,
  box,
  onDrawBox,
  sync,
}: VideoPlayerProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  // A state, not a ref: the source and the listeners attach when the element arrives.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const playable = media.hlsUrl !== null || canPlay(media);
  const { quality, readyS } = useSource(video, media);
  // The stream still grows: its own duration is what exists so far, not the video's.
  const playback = usePlayback(video, media.durationS, onTimeUpdate, readyS !== null);
  const fullscreen = useFullscreen(container, video);
  const beyond = useBeyondNotice();
  const ready = readyS === null ? null : { seconds: readyS, onBeyond: beyond.show };
  const controls = controlsFor(video, playback.duration, media.frameRate, ready);
  useSyncMember(video, sync);

  useImperativeHandle(
    ref,
    () => ({
      seek: controls.seek,
      currentTime: () => video?.currentTime ?? 0,
      pause: () => video?.pause(),
      video,
    }),
    [controls.seek, video],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const action = actionFor(e, zoneOf(e.target as Element), playback.paused);
    if (!action) return;
    // Space would also scroll the page, the arrows too.
    e.preventDefault();
    run(action, controls, playback.duration, fullscreen.toggle);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form fields; a player is a named group (WAI-ARIA's media players)
    <div
      ref={container}
      className={['video-player', className].filter(Boolean).join(' ')}
      role="group"
      aria-label={t('player.label', { title })}
      // The player takes focus, so that its keys work before any of its buttons has been reached.
      tabIndex={playable ? 0 : undefined}
      onKeyDown={playable ? onKeyDown : undefined}
    >
      {playable ? (
        // Light text on the dark bar; menus open inside the player, which stays visible in full screen.
        <ConfigProvider
          theme={{ algorithm: theme.darkAlgorithm, token: DARK_TEXT }}
          getPopupContainer={() => container.current ?? document.body}
        >
          <div className="video-player-stage">
            {/* biome-ignore lint/a11y/useMediaCaption: creators' footage has no caption track to offer */}
            <video
              ref={setVideo}
              className="video-player-video"
              data-testid={testId}
              poster={media.posterUrl ?? undefined}
              preload="metadata"
              playsInline
              onClick={controls.togglePlay}
            />
            {(box || onDrawBox) && (
              <FrameBox video={video} box={box?.box ?? null} label={box?.label ?? ''} onDraw={onDrawBox} />
            )}
            <ImprovingNote media={media} testId={testId} />
            {playback.waiting && !playback.failed && (
              <div className="video-player-waiting" aria-hidden="true" data-testid={`${testId}-waiting`}>
                <LoadingOutlined />
              </div>
            )}
            {beyond.shown && readyS !== null && <ReadyNotice readyS={readyS} durationS={playback.duration} />}
            {playback.failed && (
              <div className="video-player-overlay" role="status">
                {t('player.playbackFailed')}
              </div>
            )}
          </div>
          <ControlBar
            playback={playback}
            controls={controls}
            quality={quality}
            readyS={readyS}
            fullscreen={fullscreen}
            storyboardUrl={media.storyboardUrl}
            markers={markers}
            onMarker={onMarker}
          />
        </ConfigProvider>
      ) : (
        <ProcessingPanel media={media} testId={testId} />
      )}
    </div>
  );
}

// The app's theme darkens helper texts for white pages (antd-providers.tsx); on the black bar they go light again.
const DARK_TEXT = { colorTextTertiary: 'rgba(255, 255, 255, 0.65)', colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)' };

import {
  CaretRightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  MutedOutlined,
  PauseOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import { Button, Slider } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlayerMarker } from './markers';
import { QualityMenu, SpeedMenu } from './menus';
import type { PlayerControls } from './player-actions';
import { SeekBar } from './seek-bar';
import { clock } from './time';
import type { Playback } from './use-playback';
import type { Quality } from './use-source';

interface Props {
  playback: Playback;
  controls: PlayerControls;
  quality: Quality | null;
  /** A stream still being made: the seconds of it that exist. */
  readyS?: number | null;
  fullscreen: { active: boolean; supported: boolean; toggle(): void };
  storyboardUrl: string | null;
  markers?: PlayerMarker[];
  onMarker?: (id: string) => void;
}

/**
 * The player's controls. Each button's name says what it will do (Play or Pause), which is how
 * screen readers learn the state; `aria-keyshortcuts` names the key that does the same.
 */
export function ControlBar({
  playback,
  controls,
  quality,
  readyS = null,
  fullscreen,
  storyboardUrl,
  markers,
  onMarker,
}: Props) {
  const { t } = useTranslation();
  const { paused, muted, volume } = playback;
  const silent = muted || volume === 0;
  return (
    <div className="video-player-bar">
      <SeekBar
        time={playback.time}
        duration={playback.duration}
        readyS={readyS}
        onSeek={controls.seek}
        storyboardUrl={storyboardUrl}
        markers={markers}
        onMarker={onMarker}
      />
      <div className="video-player-buttons">
        <Button
          type="text"
          icon={paused ? <CaretRightOutlined /> : <PauseOutlined />}
          aria-label={t(paused ? 'player.play' : 'player.pause')}
          aria-keyshortcuts="k"
          onClick={controls.togglePlay}
        />
        <Button
          type="text"
          icon={silent ? <MutedOutlined /> : <SoundOutlined />}
          aria-label={t(silent ? 'player.unmute' : 'player.mute')}
          aria-keyshortcuts="m"
          onClick={controls.toggleMute}
        />
        <Slider
          className="video-player-volume"
          min={0}
          max={100}
          value={silent ? 0 : Math.round(volume * 100)}
          tooltip={{ open: false }}
          onChange={(percent) => controls.setVolume(percent / 100)}
          ariaLabelForHandle={t('player.volume')}
          ariaValueTextFormatterForHandle={(percent) => t('player.volumeValue', { percent })}
        />
        {/* The position slider says it in words. */}
        <span className="video-player-time" aria-hidden="true">
          {clock(playback.time)} / {clock(playback.duration)}
        </span>
        <span className="video-player-spacer" />
        <SpeedMenu rate={playback.rate} onChange={controls.setRate} />
        {quality && <QualityMenu quality={quality} />}
        {fullscreen.supported && (
          <Button
            type="text"
            icon={fullscreen.active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            aria-label={t(fullscreen.active ? 'player.exitFullscreen' : 'player.fullscreen')}
            aria-keyshortcuts="f"
            onClick={fullscreen.toggle}
          />
        )}
      </div>
    </div>
  );
}

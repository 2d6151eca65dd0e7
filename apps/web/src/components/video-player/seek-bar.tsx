import { Slider } from 'antd';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkerTrack, type PlayerMarker } from './markers';
import { cueAt, type StoryboardCue } from './storyboard';
import { clock, spokenTime } from './time';
import { useStoryboard } from './use-storyboard';

interface Props {
  time: number;
  duration: number;
  /** A stream still being made: the seconds of it that exist, shown on the rail as a buffered part is. */
  readyS?: number | null;
  onSeek(seconds: number): void;
  storyboardUrl: string | null;
  markers?: PlayerMarker[];
  onMarker?: (id: string) => void;
}

/** Where the preview points: a fraction of the bar, the time there and the bar's width in px. */
interface Point {
  fraction: number;
  seconds: number;
  width: number;
}

/**
 * The position slider, with a thumbnail of the storyboard above the pointer (or above the handle
 * while it has keyboard focus). Its arrow keys are left to the player (`data-player-keys`), which
 * jumps 5 s: the slider's own step is a hundredth of a second, for smooth dragging.
 */
export function SeekBar({ time, duration, readyS = null, onSeek, storyboardUrl, markers, onMarker }: Props) {
  const { t } = useTranslation();
  const bar = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<Point | null>(null);
  const [focused, setFocused] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const [wanted, setWanted] = useState(false);
  const cues = useStoryboard(storyboardUrl, wanted);
  const value = Math.min(dragged ?? time, duration);

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const rect = bar.current?.getBoundingClientRect();
    if (!rect?.width || !duration) return;
    const fraction = Math.min(1, Math.max(0, (e.clientX - rect.left) / rect.width));
    setWanted(true);
    setHover({ fraction, seconds: fraction * duration, width: rect.width });
  };
  const atHandle = (): Point | null =>
    (focused || dragged !== null) && duration
      ? { fraction: value / duration, seconds: value, width: bar.current?.clientWidth ?? 0 }
      : null;
  const shown = hover ?? atHandle();

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the pointer only previews; the slider inside is the control
    <div
      ref={bar}
      className="video-player-seek"
      data-player-keys
      onPointerMove={onPointerMove}
      onPointerLeave={() => setHover(null)}
      onFocus={() => {
        setWanted(true);
        setFocused(true);
      }}
      onBlur={() => setFocused(false)}
    >
      <Slider
        min={0}
        max={duration}
        step={0.01}
        value={value}
        disabled={!duration}
        keyboard={false}
        tooltip={{ open: false }}
        styles={readyS !== null && duration ? { rail: readyRail(readyS / duration) } : undefined}
        onChange={(seconds) => {
          setDragged(seconds);
          onSeek(seconds);
        }}
        onChangeComplete={() => setDragged(null)}
        ariaLabelForHandle={t('player.position')}
        ariaValueTextFormatterForHandle={(seconds) =>
          t('player.positionValue', { current: spokenTime(seconds ?? 0, t), total: spokenTime(duration, t) })
        }
      />
      {markers && <MarkerTrack markers={markers} duration={duration} onMarker={onMarker} />}
      {shown && <Preview point={shown} cue={cueAt(cues, shown.seconds)} />}
    </div>
  );
}

/** The rail lighter up to where the stream exists, as players show what is buffered. */
const readyRail = (fraction: number) => {
  const percent = `${Math.round(Math.min(1, Math.max(0, fraction)) * 1000) / 10}%`;
  return {
    background: `linear-gradient(to right, rgba(255, 255, 255, 0.45) ${percent}, rgba(255, 255, 255, 0.12) ${percent})`,
  };
};

const DEFAULT_HALF = 24;

/** The thumbnail and time above a point of the bar, kept inside the bar's ends. */
function Preview({ point, cue }: { point: Point; cue: StoryboardCue | null }) {
  const half = cue ? cue.w / 2 : DEFAULT_HALF;
  const left = Math.min(Math.max(point.fraction * point.width, half), Math.max(half, point.width - half));
  return (
    // The slider says the same in words; this is for the eyes.
    <div className="video-player-preview" style={{ left }} aria-hidden="true" data-testid="player-preview">
      {cue && (
        <div
          className="video-player-sprite"
          style={{
            width: cue.w,
            height: cue.h,
            backgroundImage: `url(${JSON.stringify(cue.url)})`,
            backgroundPosition: `${-cue.x}px ${-cue.y}px`,
          }}
        />
      )}
      <span className="video-player-preview-time">{clock(point.seconds)}</span>
    </div>
  );
}

import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A box on the picture in fractions (0–1) of its width and height: it fits any rendition and screen. */
export interface PlayerBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where the picture sits inside the `<video>`: it keeps its shape, letterboxed (object-fit: contain). */
function pictureRect(video: HTMLVideoElement): Rect {
  const { clientWidth: cw, clientHeight: ch, videoWidth: vw, videoHeight: vh } = video;
  if (!vw || !vh || !cw || !ch) return { left: 0, top: 0, width: cw, height: ch };
  const scale = Math.min(cw / vw, ch / vh);
  const width = vw * scale;
  const height = vh * scale;
  return { left: (cw - width) / 2, top: (ch - height) / 2, width, height };
}

/**
 * Measured as the box layer mounts, before the browser takes its next event (a layout effect: a
 * passive one's update would wait for a later task, and keys typed meanwhile would miss the layer).
 */
function usePictureRect(video: HTMLVideoElement | null) {
  const [rect, setRect] = useState<Rect | null>(null);
  useLayoutEffect(() => {
    if (!video) return;
    const update = () => setRect(pictureRect(video));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(video);
    video.addEventListener('loadedmetadata', update);
    return () => {
      observer.disconnect();
      video.removeEventListener('loadedmetadata', update);
    };
  }, [video]);
  return rect;
}

const clamp = (n: number) => Math.min(1, Math.max(0, n));

/** One key press moves or resizes a box by this much of the picture; the keyboard's box starts centred. */
const STEP = 0.02;
const CENTRED: PlayerBox = { x: 0.375, y: 0.375, w: 0.25, h: 0.25 };
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};
const round = (n: number) => Math.round(n * 1000) / 1000;

/** The box after an arrow: moved (kept on the picture), or with Shift resized (at least one step). */
export function nudge(b: PlayerBox, key: string, resize: boolean): PlayerBox {
  const [dx, dy] = (ARROWS[key] ?? [0, 0]).map((d) => d * STEP) as [number, number];
  if (resize) {
    const w = Math.min(1 - b.x, Math.max(STEP, b.w + dx));
    const h = Math.min(1 - b.y, Math.max(STEP, b.h + dy));
    return { ...b, w: round(w), h: round(h) };
  }
  return {
    ...b,
    x: round(Math.min(1 - b.w, Math.max(0, b.x + dx))),
    y: round(Math.min(1 - b.h, Math.max(0, b.y + dy))),
  };
}

interface Props {
  video: HTMLVideoElement | null;
  box: PlayerBox | null;
  /** While set, a drag over the picture draws a new box and hands it over. */
  onDraw?: (box: PlayerBox) => void;
  label: string;
}

/**
 * The box shown on the picture, and the surface a box is drawn on: by a pointer's drag, or by keys
 * alone (WCAG 2.1.1): the surface takes focus, Enter puts a box in the middle, the arrows move it,
 * Shift and the arrows resize it, Enter keeps it and Escape drops it, each step said aloud.
 */
export function FrameBox({ video, box, onDraw, label }: Props) {
  const { t } = useTranslation();
  const rect = usePictureRect(video);
  const layer = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const [drawn, setDrawn] = useState<PlayerBox | null>(null);
  const [said, setSaid] = useState('');
  const drawing = onDraw !== undefined;
  const placed = rect !== null;
  // "Draw a box" hands the keys to the picture (once it is placed), so the next key press draws:
  // in the same task as the click, so keys typed at once after it reach the picture, not the page.
  useLayoutEffect(() => {
    if (drawing && placed) layer.current?.focus();
  }, [drawing, placed]);
  if (!rect) return null;
  const percent = (n: number) => Math.round(n * 100);
  const say = (b: PlayerBox) =>
    setSaid(t('playerBox.boxAt', { x: percent(b.x), y: percent(b.y), w: percent(b.w), h: percent(b.h) }));
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!onDraw) return;
    let next: PlayerBox | null = drawn;
    if (e.key === 'Enter' && drawn) {
      onDraw(drawn);
      next = null;
      setSaid(t('playerBox.boxKept'));
    } else if (e.key === 'Enter') {
      next = box ?? CENTRED;
    } else if (e.key === 'Escape' && drawn) {
      next = null;
      setSaid(t('playerBox.boxDropped'));
    } else if (e.key in ARROWS && drawn) {
      next = nudge(drawn, e.key, e.shiftKey);
    } else return;
    // The player's own keys (arrows seek, Escape leaves full screen) stay out of it.
    e.preventDefault();
    e.stopPropagation();
    setDrawn(next);
    if (next) say(next);
  };
  const at = (e: PointerEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: clamp((e.clientX - r.left) / r.width), y: clamp((e.clientY - r.top) / r.height) };
  };
  const boxOf = (a: { x: number; y: number }, b: { x: number; y: number }): PlayerBox => ({
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    w: Math.abs(a.x - b.x),
    h: Math.abs(a.y - b.y),
  });
  const shown = drawn ?? box;
  return (
    <div
      ref={layer}
      className={onDraw ? 'video-player-box-layer drawing' : 'video-player-box-layer'}
      style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
      data-testid="player-box-layer"
      // While drawing, a surface that takes the keys itself (screen readers pass them on), named by how.
      {...(drawing && { role: 'application', tabIndex: 0, 'aria-label': t('playerBox.boxKeys'), onKeyDown })}
      onPointerDown={
        onDraw &&
        ((e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          start.current = at(e);
          setDrawn(null);
        })
      }
      onPointerMove={onDraw && ((e) => start.current && setDrawn(boxOf(start.current, at(e))))}
      onPointerUp={
        onDraw &&
        ((e) => {
          const from = start.current;
          start.current = null;
          setDrawn(null);
          const b = from && boxOf(from, at(e));
          if (b && b.w > 0.01 && b.h > 0.01) onDraw(b);
        })
      }
    >
      {shown && (
        <div
          className="video-player-box"
          role="img"
          aria-label={label}
          data-testid="player-box"
          style={{
            left: `${shown.x * 100}%`,
            top: `${shown.y * 100}%`,
            width: `${shown.w * 100}%`,
            height: `${shown.h * 100}%`,
          }}
        />
      )}
      <span className="visually-hidden" aria-live="polite" data-testid="player-box-said">
        {drawing ? said : ''}
      </span>
    </div>
  );
}

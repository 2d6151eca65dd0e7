import { type PointerEvent, useEffect, useRef, useState } from 'react';

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

function usePictureRect(video: HTMLVideoElement | null) {
  const [rect, setRect] = useState<Rect | null>(null);
  useEffect(() => {
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

interface Props {
  video: HTMLVideoElement | null;
  box: PlayerBox | null;
  /** While set, a drag over the picture draws a new box and hands it over. */
  onDraw?: (box: PlayerBox) => void;
  label: string;
}

/** The box shown on the picture, and the surface a box is drawn on (a pointer's drag). */
export function FrameBox({ video, box, onDraw, label }: Props) {
  const rect = usePictureRect(video);
  const start = useRef<{ x: number; y: number } | null>(null);
  const [drawn, setDrawn] = useState<PlayerBox | null>(null);
  if (!rect) return null;
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
      className={onDraw ? 'video-player-box-layer drawing' : 'video-player-box-layer'}
      style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
      data-testid="player-box-layer"
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
    </div>
  );
}

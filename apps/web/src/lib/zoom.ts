import { ZOOM } from '@stringer/shared/constants';

/**
 * The design is drawn for 1280 px: wider windows scale it up, to 3840 px at most. Narrower
 * ones keep 1 and let the layout respond instead, or phones would get unreadable text.
 */
export function zoomFor(width: number) {
  return Math.min(Math.max(width, ZOOM.designWidthPx), ZOOM.maxWidthPx) / ZOOM.designWidthPx;
}

export function startPageZoom() {
  const apply = () => {
    document.documentElement.style.setProperty('--page-zoom', String(zoomFor(window.innerWidth)));
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = setTimeout(apply, ZOOM.resizeDebounceMs);
  });
  apply();
}

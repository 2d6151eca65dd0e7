const NEXT: Record<'horizontal' | 'vertical', string> = { horizontal: 'ArrowRight', vertical: 'ArrowDown' };
const PREVIOUS: Record<'horizontal' | 'vertical', string> = { horizontal: 'ArrowLeft', vertical: 'ArrowUp' };

/**
 * Where a key moves the focus among `count` items of a composite widget with one Tab stop
 * (WAI-ARIA's toolbar, tabs, menu): the arrows along its orientation to the next or previous item,
 * round at the ends, Home and End to the first and last; undefined for any other key.
 */
export function rovingIndex(key: string, at: number, count: number, orientation: 'horizontal' | 'vertical') {
  if (count === 0) return undefined;
  if (key === NEXT[orientation]) return (at + 1) % count;
  if (key === PREVIOUS[orientation]) return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

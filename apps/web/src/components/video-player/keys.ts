/** What a key press asks of the player. */
export type PlayerAction =
  | { type: 'togglePlay' }
  | { type: 'seekBy'; seconds: number }
  | { type: 'seekTo'; where: 'start' | 'end' }
  | { type: 'stepFrame'; frames: 1 | -1 }
  | { type: 'toggleMute' }
  | { type: 'toggleFullscreen' };

/**
 * Where focus sits inside the player. A menu owns every key, a slider its arrows, a button its
 * Space and Enter: the player acts only on what the focused control leaves alone.
 */
export type FocusZone = 'player' | 'button' | 'slider' | 'menu';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const SEEKS: Record<string, number> = { j: -10, l: 10, ArrowLeft: -5, ArrowRight: 5 };
const SLIDER_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

const fixed = (key: string): PlayerAction | null => {
  switch (key) {
    case ' ':
    case 'k':
      return { type: 'togglePlay' };
    case 'm':
      return { type: 'toggleMute' };
    case 'f':
      return { type: 'toggleFullscreen' };
    case 'Home':
      return { type: 'seekTo', where: 'start' };
    case 'End':
      return { type: 'seekTo', where: 'end' };
    default:
      return null;
  }
};

/** The player's keyboard map (YouTube's letters, which reviewers already know). */
export function actionFor(press: KeyPress, zone: FocusZone, paused: boolean): PlayerAction | null {
  // Shortcuts with modifiers belong to the browser and the screen reader.
  if (zone === 'menu' || press.ctrlKey || press.metaKey || press.altKey) return null;
  if (zone === 'slider' && SLIDER_KEYS.has(press.key)) return null;
  if (zone === 'button' && (press.key === ' ' || press.key === 'Enter')) return null;
  // Caps Lock or Shift should not turn K into nothing.
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  const seconds = SEEKS[key];
  if (seconds !== undefined) return { type: 'seekBy', seconds };
  // Stepping while playing would show one frame for a blink: only a paused picture steps.
  if (key === ',' || key === '.') return paused ? { type: 'stepFrame', frames: key === ',' ? -1 : 1 } : null;
  return fixed(key);
}

/** Which control holds focus; the seek bar marks itself `data-player-keys` to leave its keys to the player. */
export function zoneOf(target: Element): FocusZone {
  if (target.closest('[role="menu"], [role="menuitem"], [role="listbox"], input, textarea, select')) return 'menu';
  if (target.closest('[data-player-keys]')) return 'player';
  if (target.closest('[role="slider"]')) return 'slider';
  if (target.closest('button, a[href]')) return 'button';
  return 'player';
}

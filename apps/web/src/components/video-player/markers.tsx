/** A moment (or range) to mark on the timeline; the player knows nothing of what it stands for. */
export interface PlayerMarker {
  id: string;
  atS: number;
  endS?: number | null;
  /** Said by the marker's title (a pointer's hover); the screen's own list says it to everyone. */
  label: string;
  active?: boolean;
}

interface Props {
  markers: PlayerMarker[];
  duration: number;
  onMarker?: (id: string) => void;
}

/**
 * Ticks over the seek bar. For the pointer only (aria-hidden, not in the Tab order): a screen that
 * gives markers lists the same moments as buttons, which is the keyboard's way to them.
 */
export function MarkerTrack({ markers, duration, onMarker }: Props) {
  if (!duration) return null;
  const pct = (s: number) => `${Math.min(100, Math.max(0, (s / duration) * 100))}%`;
  return (
    <div className="video-player-markers" aria-hidden="true">
      {markers.map((m) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: pointer-only twin of the screen's list (see above)
        // biome-ignore lint/a11y/useKeyWithClickEvents: the list beside the player is the keyboard's way
        <span
          key={m.id}
          className={m.active ? 'video-player-marker active' : 'video-player-marker'}
          data-testid="player-marker"
          title={m.label}
          style={{
            left: pct(m.atS),
            width: m.endS ? `calc(${pct(m.endS)} - ${pct(m.atS)})` : undefined,
          }}
          onClick={() => onMarker?.(m.id)}
        />
      ))}
    </div>
  );
}

import type { TFunction } from 'i18next';

const parts = (seconds: number) => {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
};

const two = (n: number) => String(n).padStart(2, '0');

/** A player's clock: 0:42, 1:05, 1:02:03. */
export function clock(seconds: number): string {
  const { h, m, s } = parts(seconds);
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** The same time in words, for screen readers ("1 minute 5 seconds"): "1:05" is read as a ratio. */
export function spokenTime(seconds: number, t: TFunction): string {
  const { h, m, s } = parts(seconds);
  const words = [
    h > 0 && t('player.hours', { count: h }),
    m > 0 && t('player.minutes', { count: m }),
    (s > 0 || (h === 0 && m === 0)) && t('player.seconds', { count: s }),
  ];
  return words.filter(Boolean).join(' ');
}

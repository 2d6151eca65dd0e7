/**
 * The brand's colours: antd's volcano scale around the theme's primary (#d4380d, in
 * apps/web/src/app/providers.tsx), night blues for depth, and one warm light.
 */
export const C = {
  primary: '#d4380d',
  volcano1: '#fff2e8',
  volcano2: '#ffd8bf',
  volcano3: '#ffbb96',
  volcano4: '#ff9c6e',
  volcano5: '#ff7a45',
  volcano6: '#fa541c',
  volcano8: '#ad2102',
  volcano9: '#871400',
  night1: '#0f1624',
  night2: '#1b2638',
  night3: '#2a3a55',
  night4: '#3d5275',
  light: '#ffc53d',
  white: '#ffffff',
} as const;

export const W = 1280;
export const H = 720;

/** The same picture each time: a small linear congruential generator from a seed. */
export function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A top-to-bottom gradient through `colors`, evenly spaced. */
export const linear = (id: string, ...colors: string[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${colors
    .map((color, i) => `<stop offset="${i / (colors.length - 1)}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

/** A camera's viewfinder over the picture (corner marks and a red recording dot): the brand's motif. */
export function viewfinder(inset = 48) {
  const l = 64;
  const corner = (x: number, y: number, dx: number, dy: number) =>
    `<path d="M${x} ${y + dy * l}V${y}H${x + dx * l}" fill="none" stroke="${C.white}" stroke-width="6" stroke-opacity="0.85"/>`;
  return [
    corner(inset, inset, 1, 1),
    corner(W - inset, inset, -1, 1),
    corner(inset, H - inset, 1, -1),
    corner(W - inset, H - inset, -1, -1),
    `<circle cx="${inset + 100}" cy="${inset + 34}" r="12" fill="${C.volcano6}"/>`,
    `<rect x="${inset + 124}" y="${inset + 26}" width="64" height="16" rx="8" fill="${C.white}" fill-opacity="0.8"/>`,
  ].join('');
}

export const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

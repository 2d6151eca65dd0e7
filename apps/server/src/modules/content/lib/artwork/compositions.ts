import { C, H, linear, random, svg, viewfinder, W } from './palette';

/** Rows of buildings with lit windows along the bottom of the picture. */
function skyline(seed: number, base: number, heights: [number, number], fill: string, lit: number) {
  const next = random(seed);
  const parts: string[] = [];
  for (let x = -20; x < W; ) {
    const w = 70 + Math.round(next() * 90);
    const h = heights[0] + Math.round(next() * (heights[1] - heights[0]));
    parts.push(`<rect x="${x}" y="${base - h}" width="${w}" height="${h + 4}" fill="${fill}"/>`);
    for (let wy = base - h + 18; wy < base - 20; wy += 28) {
      for (let wx = x + 12; wx < x + w - 18; wx += 24) {
        if (next() < lit) {
          const color = next() < 0.75 ? C.light : C.volcano3;
          parts.push(`<rect x="${wx}" y="${wy}" width="12" height="14" fill="${color}" opacity="0.9"/>`);
        }
      }
    }
    x += w + 6;
  }
  return parts.join('');
}

const stars = (seed: number, count: number, maxY: number) => {
  const next = random(seed);
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${Math.round(next() * W)}" cy="${Math.round(next() * maxY)}" r="${(1 + next() * 2).toFixed(1)}" fill="${C.white}" opacity="${(0.4 + next() * 0.6).toFixed(2)}"/>`,
  ).join('');
};

export function cityAtNight() {
  return svg(
    linear('sky', C.night1, C.night3, C.volcano8) + linear('glow', C.volcano6, C.volcano9),
    [
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
      stars(7, 90, 360),
      `<circle cx="1010" cy="150" r="70" fill="${C.volcano1}"/><circle cx="1040" cy="130" r="70" fill="${C.night2}" opacity="0.35"/>`,
      skyline(11, 600, [220, 420], C.night3, 0.18),
      skyline(23, 640, [120, 300], C.night2, 0.3),
      `<rect y="630" width="${W}" height="${H - 630}" fill="url(#glow)"/>`,
      `<path d="M0 690 C 320 650, 960 650, ${W} 690" stroke="${C.light}" stroke-width="6" fill="none" opacity="0.7"/>`,
      viewfinder(),
    ].join(''),
  );
}

export function weatherWatch() {
  const next = random(31);
  const rain = Array.from({ length: 140 }, () => {
    const x = Math.round(next() * (W + 200)) - 100;
    const y = 200 + Math.round(next() * 460);
    return `<path d="M${x} ${y}l-18 44" stroke="${C.volcano2}" stroke-width="3" stroke-linecap="round" opacity="0.55"/>`;
  }).join('');
  const cloud = (x: number, y: number, s: number, fill: string) =>
    `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><ellipse cx="0" cy="40" rx="170" ry="60"/><circle cx="-70" cy="10" r="70"/><circle cx="40" cy="-10" r="95"/><circle cx="130" cy="30" r="60"/></g>`;
  return svg(
    linear('storm', C.night2, C.night4),
    [
      `<rect width="${W}" height="${H}" fill="url(#storm)"/>`,
      cloud(300, 120, 1.3, C.night1),
      cloud(900, 90, 1.6, C.night3),
      cloud(640, 200, 1.1, C.night2),
      `<path d="M760 250 L700 390 L760 390 L690 540 L840 350 L770 350 L830 250Z" fill="${C.light}"/>`,
      rain,
      `<rect y="620" width="${W}" height="${H - 620}" fill="${C.night1}"/>`,
      `<ellipse cx="380" cy="668" rx="190" ry="18" fill="${C.volcano5}" opacity="0.5"/><ellipse cx="980" cy="680" rx="130" ry="12" fill="${C.light}" opacity="0.35"/>`,
      `<path d="M300 520 A 150 150 0 0 1 600 520 Z" fill="${C.primary}"/><path d="M300 520 q37 -22 75 0 q37 -22 75 0 q37 -22 75 0 q37 -22 75 0" fill="${C.volcano8}"/>`,
      `<path d="M450 520 V610 q0 24 -24 24" stroke="${C.volcano1}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
      viewfinder(),
    ].join(''),
  );
}

export function greenPlanet() {
  const leaf = (x: number, y: number, r: number, fill: string) =>
    `<path transform="translate(${x} ${y}) rotate(${r})" d="M0 0 C 40 -60, 120 -60, 160 0 C 120 60, 40 60, 0 0Z" fill="${fill}"/><path transform="translate(${x} ${y}) rotate(${r})" d="M0 0 H150" stroke="${C.volcano1}" stroke-width="4" opacity="0.6"/>`;
  return svg(
    linear('dawn', C.volcano1, C.volcano3) + linear('sea', C.night4, C.night2),
    [
      `<rect width="${W}" height="${H}" fill="url(#dawn)"/>`,
      `<circle cx="640" cy="390" r="250" fill="url(#sea)"/>`,
      `<path d="M470 260 q60 -40 130 -10 q50 30 20 80 q-40 60 -120 40 q-60 -20 -30 -110Z" fill="${C.volcano5}"/>`,
      `<path d="M660 420 q80 -30 150 20 q40 50 -10 110 q-60 50 -130 10 q-50 -40 -10 -140Z" fill="${C.volcano4}"/>`,
      `<path d="M520 480 q40 -10 60 30 q-10 40 -60 30Z" fill="${C.volcano3}"/>`,
      `<g fill="none" stroke="${C.white}" stroke-opacity="0.35" stroke-width="3"><ellipse cx="640" cy="390" rx="250" ry="90"/><ellipse cx="640" cy="390" rx="110" ry="250"/><path d="M390 390 H890"/></g>`,
      leaf(150, 610, -30, C.primary),
      leaf(210, 650, -60, C.volcano8),
      leaf(1120, 600, -150, C.primary),
      leaf(1060, 660, -120, C.volcano6),
      viewfinder(),
    ].join(''),
  );
}

export function morningMarket() {
  const stall = (x: number, colors: [string, string]) => {
    const stripes = Array.from(
      { length: 6 },
      (_, i) => `<rect x="${x + i * 40}" y="300" width="40" height="70" fill="${colors[i % 2]}"/>`,
    ).join('');
    const next = random(x);
    const fruit = Array.from(
      { length: 14 },
      (_, i) =>
        `<circle cx="${x + 22 + i * 15}" cy="${470 - Math.round(next() * 8)}" r="12" fill="${next() < 0.5 ? C.volcano5 : C.light}"/>`,
    ).join('');
    return `<path d="M${x - 10} 370 h260 l-20 30 h-220Z" fill="${colors[0]}"/>${stripes}<rect x="${x + 6}" y="370" width="8" height="200" fill="${C.night2}"/><rect x="${x + 226}" y="370" width="8" height="200" fill="${C.night2}"/><rect x="${x}" y="480" width="240" height="90" fill="${C.volcano9}"/>${fruit}`;
  };
  return svg(
    linear('morning', C.volcano2, C.volcano1),
    [
      `<rect width="${W}" height="${H}" fill="url(#morning)"/>`,
      `<circle cx="640" cy="250" r="120" fill="${C.light}" opacity="0.85"/>`,
      skyline(5, 420, [80, 200], C.volcano3, 0),
      `<rect y="560" width="${W}" height="${H - 560}" fill="${C.volcano4}"/>`,
      stall(110, [C.primary, C.white]),
      stall(520, [C.volcano8, C.volcano2]),
      stall(930, [C.primary, C.volcano1]),
      viewfinder(),
    ].join(''),
  );
}

export function newsroom() {
  const screens: string[] = [];
  const next = random(99);
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 5; col++) {
      const x = 180 + col * 186;
      const y = 110 + row * 120;
      const bars = Array.from({ length: 5 }, (_, i) => {
        const h = Math.round(20 + next() * 60);
        return `<rect x="${x + 20 + i * 28}" y="${y + 90 - h}" width="18" height="${h}" fill="${C.volcano3}"/>`;
      }).join('');
      screens.push(
        `<rect x="${x}" y="${y}" width="170" height="104" rx="6" fill="${(row + col) % 3 === 0 ? C.primary : C.night3}"/>`,
        `<rect x="${x + 10}" y="${y + 10}" width="150" height="84" rx="4" fill="${C.night1}" opacity="0.35"/>`,
        bars,
      );
    }
  }
  return svg(
    linear('room', C.night1, C.night3),
    [
      `<rect width="${W}" height="${H}" fill="url(#room)"/>`,
      screens.join(''),
      `<rect x="560" y="40" width="160" height="46" rx="23" fill="${C.volcano6}"/><circle cx="590" cy="63" r="10" fill="${C.white}"/>`,
      `<path d="M0 560 H${W} V${H} H0Z" fill="${C.night2}"/>`,
      `<path d="M80 560 h480 v24 h-480Z M720 560 h480 v24 h-480Z" fill="${C.volcano8}"/>`,
      `<g fill="${C.night1}"><circle cx="260" cy="500" r="46"/><path d="M190 560 q70 -70 140 0Z"/><circle cx="1000" cy="500" r="46"/><path d="M930 560 q70 -70 140 0Z"/></g>`,
      viewfinder(),
    ].join(''),
  );
}

export function phoneCamera() {
  return svg(
    linear('bg', C.primary, C.volcano9) + linear('screen', C.night2, C.volcano8),
    [
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
      `<g opacity="0.25" fill="${C.volcano2}"><circle cx="1040" cy="160" r="180"/><circle cx="180" cy="620" r="140"/></g>`,
      `<g transform="rotate(-8 640 380)"><rect x="390" y="170" width="500" height="300" rx="40" fill="${C.night1}"/>`,
      `<rect x="420" y="198" width="440" height="244" rx="16" fill="url(#screen)"/>`,
      // The scene on the phone's screen: a street of houses under the evening sky.
      [60, 120, 80, 140, 100, 70]
        .map((h, i) => `<rect x="${440 + i * 70}" y="${442 - h}" width="56" height="${h}" fill="${C.night1}"/>`)
        .join(''),
      `<circle cx="640" cy="320" r="60" fill="none" stroke="${C.light}" stroke-width="4" stroke-dasharray="16 12"/>`,
      `<circle cx="872" cy="320" r="14" fill="${C.volcano6}" stroke="${C.white}" stroke-width="4"/></g>`,
      `<g fill="none" stroke="${C.volcano2}" stroke-width="6" stroke-linecap="round" opacity="0.8"><path d="M960 560 q40 -40 0 -80"/><path d="M1000 590 q70 -70 0 -140"/></g>`,
      viewfinder(),
    ].join(''),
  );
}

export function mapPins() {
  const pin = (x: number, y: number, fill: string) =>
    `<g transform="translate(${x} ${y})"><path d="M0 0 C -40 -50, -40 -100, 0 -100 C 40 -100, 40 -50, 0 0Z" fill="${fill}"/><circle cx="0" cy="-66" r="14" fill="${C.white}"/></g>`;
  return svg(
    '',
    [
      `<rect width="${W}" height="${H}" fill="${C.volcano1}"/>`,
      `<path d="M0 120 C 220 80, 420 200, 620 150 S 1000 60, ${W} 140 V0 H0Z" fill="${C.volcano2}"/>`,
      `<path d="M0 520 C 240 470, 420 600, 700 540 S 1100 450, ${W} 520 V${H} H0Z" fill="${C.volcano2}"/>`,
      `<path d="M-20 330 C 200 280, 360 420, 640 360 S 1000 250, ${W + 20} 320" stroke="${C.night4}" stroke-width="34" fill="none" opacity="0.5"/>`,
      `<g stroke="${C.white}" stroke-width="18" fill="none"><path d="M120 0 V${H}"/><path d="M0 250 H${W}"/><path d="M860 0 C 820 240, 900 480, 840 ${H}"/><path d="M0 620 L${W} 440"/></g>`,
      // Kept to the middle band, which a wide banner's crop shows.
      `<path d="M300 470 C 420 400, 560 450, 640 420 S 860 360, 980 380" stroke="${C.primary}" stroke-width="6" stroke-dasharray="18 14" fill="none"/>`,
      `<circle cx="640" cy="390" r="80" fill="${C.volcano5}" opacity="0.15"/>`,
      pin(300, 470, C.primary),
      pin(640, 420, C.volcano8),
      pin(980, 380, C.primary),
      viewfinder(),
    ].join(''),
  );
}

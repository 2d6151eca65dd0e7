import { cityAtNight, greenPlanet, mapPins, morningMarket, newsroom, phoneCamera, weatherWatch } from './compositions';

/** The demo content's pictures, by the name in their path (`/web/seed/covers/<name>.jpg`). */
const COMPOSITIONS = {
  'city-at-night': cityAtNight,
  'weather-watch': weatherWatch,
  'green-planet': greenPlanet,
  'morning-market': morningMarket,
  newsroom,
  'phone-camera': phoneCamera,
  'map-pins': mapPins,
} satisfies Record<string, () => string>;

type ArtworkName = keyof typeof COMPOSITIONS;

export const ARTWORK_NAMES = Object.keys(COMPOSITIONS) as ArtworkName[];

/** The path the seeds store, and the web asks for. */
export const artworkPath = (name: ArtworkName) => `/web/seed/covers/${name}.jpg`;

const rendered = new Map<string, Promise<Buffer>>();

/**
 * A picture drawn as SVG and rendered to JPEG by sharp once per process (then kept in memory: a
 * few tens of KB each), or undefined for a name that is not one. Nothing binary is checked in.
 */
export function artwork(name: string): Promise<Buffer> | undefined {
  const compose = Object.hasOwn(COMPOSITIONS, name) ? COMPOSITIONS[name as ArtworkName] : undefined;
  if (!compose) return undefined;
  let jpeg = rendered.get(name);
  if (!jpeg) {
    // sharp is loaded with the first picture asked for, not at start (~0.3 s, ~25 MB).
    jpeg = import('sharp').then(({ default: sharp }) =>
      sharp(Buffer.from(compose())).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    );
    rendered.set(name, jpeg);
  }
  return jpeg;
}

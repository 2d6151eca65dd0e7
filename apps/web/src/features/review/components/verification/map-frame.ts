/**
 * The small place map's frame (docs/decisions/0082, "Place on the map"): an equirectangular view,
 * its east-west squeezed by the cosine of its middle latitude so that shapes near the frame's
 * centre keep their proportions, fitted around the points with room about them. Light: the
 * boundaries themselves are loaded only when a map is drawn (world-outlines.ts).
 */
export interface Point {
  lat: number;
  lon: number;
}

export interface Frame {
  width: number;
  height: number;
  /** [lon, lat] degrees to the drawing's [x, y]. */
  project(lon: number, lat: number): [number, number];
  /** What the frame shows, in degrees: outlines wholly outside it are left out. */
  bounds: { west: number; east: number; south: number; north: number };
}

/** At least this many degrees of latitude in view (about 900 km): two points close together still show their country around them. */
const MIN_SPAN = 8;
/** Room about the points, as a share of the span between them. */
const ROOM = 1.5;

export function frameAround(points: Point[], width = 320, height = 200): Frame {
  const lats = points.map((p) => Math.max(-80, Math.min(80, p.lat)));
  const lons = points.map((p) => p.lon);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const midLon = (Math.min(...lons) + Math.max(...lons)) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  const spanX = Math.max((Math.max(...lons) - Math.min(...lons)) * k * ROOM, MIN_SPAN * (width / height));
  const spanY = Math.max((Math.max(...lats) - Math.min(...lats)) * ROOM, MIN_SPAN);
  const scale = Math.min(width / spanX, height / spanY);
  const halfLon = width / 2 / scale / k;
  const halfLat = height / 2 / scale;
  return {
    width,
    height,
    project: (lon, lat) => [width / 2 + (lon - midLon) * k * scale, height / 2 - (lat - midLat) * scale],
    bounds: { west: midLon - halfLon, east: midLon + halfLon, south: midLat - halfLat, north: midLat + halfLat },
  };
}

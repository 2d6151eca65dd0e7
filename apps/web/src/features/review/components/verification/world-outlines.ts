import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import type { Frame } from './map-frame';

/**
 * Every country's outline (Natural Earth 1:110m, from the `world-atlas` package), as SVG path
 * data in a frame: the place map's boundaries, shipped with the app and loaded with this module
 * only when a map is drawn (docs/decisions/0082). ~38 KiB gzip with topojson-client.
 */
type Country = Feature<Polygon | MultiPolygon>;

const topology = world as unknown as Topology<{ countries: GeometryCollection }>;
const countries = (feature(topology, topology.objects.countries) as FeatureCollection<Polygon | MultiPolygon>).features;

/** Each country's rings and the degrees they span, worked out once. */
const shapes = countries.map((country: Country) => {
  const polygons = country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : country.geometry.coordinates;
  const rings = polygons.flat();
  const all = rings.flat();
  const lons = all.map((p) => p[0] ?? 0);
  const lats = all.map((p) => p[1] ?? 0);
  return {
    rings,
    west: Math.min(...lons),
    east: Math.max(...lons),
    south: Math.min(...lats),
    north: Math.max(...lats),
  };
});

const ring = (points: Position[], frame: Frame) =>
  `M${points
    .map(([lon = 0, lat = 0]) =>
      frame
        .project(lon, lat)
        .map((n) => Math.round(n * 10) / 10)
        .join(' '),
    )
    .join('L')}Z`;

/** The path data of the countries the frame shows (one path: they share a fill and a border). */
export function outlines(frame: Frame): string {
  const { west, east, south, north } = frame.bounds;
  return shapes
    .filter((s) => s.east >= west && s.west <= east && s.north >= south && s.south <= north)
    .flatMap((s) => s.rings.map((r) => ring(r, frame)))
    .join('');
}

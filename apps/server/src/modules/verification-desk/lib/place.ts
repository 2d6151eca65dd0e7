import { type CaptureFacts, type CaptureFlag, FILMED_FAR_KM } from '@stringer/shared/schemas/capture-facts';
import type { PlaceLookup } from '../../areas';

/**
 * Where a video was filmed against where its work says (docs/decisions/0082, "Place on the map"):
 * the distance from the stated place's point, and flags in words. Pure: the place is looked up
 * once per work (areas' `placeNamed`), the recorded place read from the file's tags.
 */

type Point = { lat: number; lon: number };

/** Mean Earth radius (IUGG), km. */
const EARTH_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine): within 0.5 % of the ellipsoid's, which a flag in whole km does not need. */
export function haversineKm(a: Point, b: Point): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

type PlaceFacts = Pick<CaptureFacts, 'statedPlace' | 'distanceKm' | 'flags'>;

/**
 * The stated place, the distance and its flags. `stated`: the work's place in words (null or blank:
 * none stated); `lookup`: what the area lists make of it (undefined when none is stated).
 * Either side absent is said, never guessed: no distance without both points.
 */
export function placeFacts(recorded: Point | null, stated: string | null, lookup: PlaceLookup | undefined): PlaceFacts {
  const words = stated?.trim() ?? '';
  const statedPlace = lookup?.place ?? null;
  const flags: CaptureFlag[] = [];
  const note = (key: string, values: CaptureFlag['values'] = {}) => flags.push({ key, values, level: 'note' });
  if (!recorded) {
    // Nothing to measure from: said when the work states a place (a bare clip says "no capture metadata" already).
    if (words) note('noRecordedPlace', { place: statedPlace?.name ?? words });
    return { statedPlace, distanceKm: null, flags };
  }
  if (!words || !lookup) {
    note('noStatedPlace');
    return { statedPlace: null, distanceKm: null, flags };
  }
  if (!lookup.place) {
    if (lookup.why === 'ambiguous') note('statedPlaceAmbiguous', { place: words, places: lookup.count });
    else note(lookup.why === 'noPoint' ? 'statedPlaceNoPoint' : 'statedPlaceUnknown', { place: words });
    return { statedPlace: null, distanceKm: null, flags };
  }
  const km = Math.round(haversineKm(recorded, lookup.place));
  const values = { km, place: lookup.place.name, placeZh: lookup.place.nameZh ?? lookup.place.name };
  if (lookup.place.level === 'province') note('filmedFromProvince', values);
  else if (km > FILMED_FAR_KM) flags.push({ key: 'filmedFar', values, level: 'warning' });
  else note('filmedNear', values);
  return { statedPlace, distanceKm: km, flags };
}

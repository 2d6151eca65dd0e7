/** What other modules may use of areas (docs/decisions/0049: module doors). */
export type { AreasService, PlaceLookup, StatedPlace } from './areas.service';

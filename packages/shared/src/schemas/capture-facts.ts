import { z } from 'zod';

/**
 * Capture facts (issue 39): what a video's own tags say of when, where and on what it was filmed,
 * and which program last wrote it, for staff only (decisions/0082). Absent is null, never guessed.
 */

/** Who wrote the file last, from a small table of known writers' tags (server: lib/capture-facts.ts). */
export const CAPTURE_WRITERS = [
  'apple',
  'android',
  'ffmpeg',
  'handbrake',
  'premiere',
  'capcut',
  'davinci',
  'appleEditor',
  'other',
] as const;
export const captureWriter = z.enum(CAPTURE_WRITERS);
export type CaptureWriter = z.infer<typeof captureWriter>;

/** The phones' own writers: any other known writer is an editing program. */
export const CAMERA_WRITERS: readonly CaptureWriter[] = ['apple', 'android'];

/** A flag in words: a translation key (`captureFacts.flags.*`, the console's texts) and the values it quotes. */
export const captureFlag = z.object({
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  /** A warning is a difference from the claim or a sign of editing; a note only informs. */
  level: z.enum(['warning', 'note']),
});
export type CaptureFlag = z.infer<typeof captureFlag>;

/**
 * Farther than this from the stated city, a video is flagged as filmed elsewhere (decisions/0082):
 * a city's point is its centre, and a city with its outskirts reaches some tens of km from it.
 */
export const FILMED_FAR_KM = 50;

export const captureFacts = z.object({
  /** The capture time as the file writes it (ISO 8601; with the phone's offset when it gives one); null: absent. */
  capturedAt: z.string().nullable(),
  /** ISO 6709 as decimal degrees; null: the file carries no place. */
  location: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  device: z
    .object({ make: z.string().nullable(), model: z.string().nullable(), software: z.string().nullable() })
    .nullable(),
  /** The last writer: its kind, the name it wrote (e.g. "Lavf59.27.100"), and every writer's tag read. */
  encoder: z.object({ writer: captureWriter, name: z.string().nullable(), trail: z.array(z.string()) }).nullable(),
  /**
   * The work's stated place as the area lists place it (the city its words name, or its province
   * where they name no city), with the lists' point; null: the work states none, or its words name
   * no single place of the lists (a flag says which).
   */
  statedPlace: z
    .object({
      level: z.enum(['city', 'province']),
      name: z.string(),
      nameZh: z.string().nullable(),
      lat: z.number(),
      lon: z.number(),
    })
    .nullable(),
  /** Kilometres (great circle, whole) from the stated place's point to where the file says it was filmed; null: either is absent. */
  distanceKm: z.number().nullable(),
  flags: z.array(captureFlag),
});
export type CaptureFacts = z.infer<typeof captureFacts>;

/** A video's capture facts before any are known: every fact absent, no flag. */
export const NO_CAPTURE_FACTS: CaptureFacts = {
  capturedAt: null,
  location: null,
  device: null,
  encoder: null,
  statedPlace: null,
  distanceKm: null,
  flags: [],
};

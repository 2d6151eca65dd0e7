import {
  CAMERA_WRITERS,
  type CaptureFacts,
  type CaptureFlag,
  type CaptureWriter,
} from '@stringer/shared/schemas/capture-facts';
import type { CaptureTags } from '../../../platform/media/capture';
import { parseIso6709 } from '../../../platform/media/probe';

/**
 * Capture facts from a file's tags, and flags that compare them with the work's claim
 * (decisions/0082). Pure: the tags are read once at the probe and stored (capture.repository.ts).
 */

/** What a work claims: its shooting date (a calendar day) and its place in words. */
export interface Claim {
  shootingDate: string | null;
  location: string | null;
}

type Facts = Omit<CaptureFacts, 'flags' | 'statedPlace' | 'distanceKm'>;

const tag = (tags: Record<string, string>, ...names: string[]) => {
  for (const name of names) {
    const value = tags[name]?.trim();
    if (value) return value;
  }
  return null;
};

/** Earlier than this is a camera whose clock was never set (1904, 1970), not a capture time. */
const EARLIEST_CAPTURE = Date.UTC(1995, 0, 1);

function capturedAt({ format, streams }: CaptureTags): string | null {
  const video = streams.find((s) => s.type === 'video')?.tags ?? {};
  const text =
    tag(format, 'com.apple.quicktime.creationdate') ?? tag(format, 'creation_time') ?? tag(video, 'creation_time');
  if (!text || !(Date.parse(text) >= EARLIEST_CAPTURE)) return null;
  return text;
}

function locationOf({ format }: CaptureTags): Facts['location'] {
  const place = parseIso6709(
    tag(format, 'com.apple.quicktime.location.ISO6709', 'location', 'location-eng') ?? undefined,
  );
  if (!place || Math.abs(place.latitude) > 90 || Math.abs(place.longitude) > 180) return null;
  return { lat: place.latitude, lon: place.longitude };
}

function deviceOf({ format }: CaptureTags): Facts['device'] {
  const make = tag(format, 'com.apple.quicktime.make', 'com.android.manufacturer');
  const model = tag(format, 'com.apple.quicktime.model', 'com.android.model');
  const software = tag(format, 'com.apple.quicktime.software', 'com.android.version');
  return make || model || software ? { make, model, software } : null;
}

/**
 * Known writers by the tags they leave, editing programs first: a program that rewrites a phone's
 * file may carry its handler names along, never the other way round. `pattern` is tried on every
 * writer's tag read (the trail); `camera` only when no editing program matched.
 */
const EDITORS: { writer: CaptureWriter; pattern: RegExp }[] = [
  { writer: 'handbrake', pattern: /HandBrake/i },
  { writer: 'premiere', pattern: /Adobe|Premiere|Mainconcept/i },
  { writer: 'capcut', pattern: /CapCut|Jianying|剪映/i },
  { writer: 'davinci', pattern: /DaVinci|Blackmagic/i },
  { writer: 'appleEditor', pattern: /iMovie|Final Cut/i },
  // libavformat (`Lavf…`), libavcodec (`Lavc…`), or its default handler names when written bit-exact.
  { writer: 'ffmpeg', pattern: /^Lav[fc]|^(Video|Sound)Handler$/ },
];

/** Programs' own names, the same in every language; another writer is named as it names itself. */
const PROGRAM_NAMES: Partial<Record<CaptureWriter, string>> = {
  handbrake: 'HandBrake',
  premiere: 'Adobe Premiere / Media Encoder',
  capcut: 'CapCut',
  davinci: 'DaVinci Resolve',
  appleEditor: 'iMovie / Final Cut Pro',
  ffmpeg: 'ffmpeg (Lavf)',
};

/** The tags that name a writer, in the order they say most: the container's, then the streams'. */
function trailOf({ format, streams }: CaptureTags): string[] {
  const names = [
    tag(format, 'encoder'),
    tag(format, 'com.apple.quicktime.software'),
    tag(format, 'software'),
    tag(format, 'comment'),
    ...streams.flatMap((s) => [tag(s.tags, 'encoder'), tag(s.tags, 'handler_name')]),
    tag(format, 'compatible_brands') &&
      `brands: ${tag(format, 'major_brand') ?? ''}/${tag(format, 'compatible_brands')}`,
  ];
  return [...new Set(names.filter((n): n is string => Boolean(n)))];
}

function encoderOf(tags: CaptureTags): Facts['encoder'] {
  const trail = trailOf(tags);
  if (!trail.length) return null;
  for (const { writer, pattern } of EDITORS) {
    const name = trail.find((n) => pattern.test(n));
    if (name) return { writer, name, trail };
  }
  const { format, streams } = tags;
  if (
    tag(format, 'com.apple.quicktime.make') === 'Apple' ||
    streams.some((s) => s.tags.handler_name === 'Core Media Video')
  )
    return { writer: 'apple', name: tag(format, 'com.apple.quicktime.software'), trail };
  if (tag(format, 'com.android.version') || streams.some((s) => s.tags.handler_name === 'VideoHandle'))
    return { writer: 'android', name: tag(format, 'com.android.version'), trail };
  return { writer: 'other', name: tag(format, 'encoder'), trail };
}

/** The facts a file's tags give; absent ones null. */
export function captureFactsOf(tags: CaptureTags): Facts {
  return { capturedAt: capturedAt(tags), location: locationOf(tags), device: deviceOf(tags), encoder: encoderOf(tags) };
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * The capture's calendar day where it was filmed, when the file says: QuickTime's creationdate
 * carries the phone's offset ("2024-05-01T14:03:22+0800"); a time in UTC ("…Z", or no offset as
 * ffprobe prints creation_time) does not, so its day may be the next or the one before.
 */
function captureDay(at: string): { day: string; local: boolean } | null {
  const m = /^(\d{4}-\d{2}-\d{2})[T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?$/.exec(at);
  if (!m?.[1]) return null;
  const zone = m[2];
  if (zone && zone !== 'Z' && !/^[+-]00:?00$/.test(zone)) return { day: m[1], local: true };
  return { day: new Date(Date.parse(at)).toISOString().slice(0, 10), local: false };
}

function dateFlag(at: string, shootingDate: string): CaptureFlag | null {
  const capture = captureDay(at);
  if (!capture) return null;
  const days = dayNumber(capture.day) - dayNumber(shootingDate);
  // A UTC time is at most a day off the local one: that close, it neither agrees nor differs.
  if (days === 0 && capture.local) return { key: 'filmedOnDate', values: {}, level: 'note' };
  if (!capture.local && Math.abs(days) <= 1) return { key: 'filmedNearDate', values: {}, level: 'note' };
  return days < 0
    ? { key: 'filmedBefore', values: { days: -days }, level: 'warning' }
    : { key: 'filmedAfter', values: { days }, level: 'warning' };
}

/**
 * The facts compared with the claim, as flags in words (keys under
 * `captureFacts.flags.` in the console's texts): the date against the shooting date given, an editing
 * program's writing, and no capture metadata at all. The place against the stated one: lib/place.ts.
 */
export function captureFlags(facts: Facts, claim: Claim): CaptureFlag[] {
  const flags: CaptureFlag[] = [];
  if (facts.capturedAt && claim.shootingDate) {
    const flag = dateFlag(facts.capturedAt, claim.shootingDate);
    if (flag) flags.push(flag);
  }
  if (facts.encoder && !CAMERA_WRITERS.includes(facts.encoder.writer))
    flags.push({
      key: 'reencoded',
      values: { program: PROGRAM_NAMES[facts.encoder.writer] ?? facts.encoder.name ?? '' },
      level: 'warning',
    });
  if (!facts.capturedAt && !facts.location && !facts.device)
    flags.push({ key: 'noCaptureMetadata', values: {}, level: 'warning' });
  return flags;
}

/** Tags kept as read, bounded: a writer's comment can be long, a hostile file's tags many. */
export function boundedTags(tags: CaptureTags): CaptureTags {
  const cut = (t: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(t)
        .slice(0, 60)
        .map(([k, v]) => [k.slice(0, 100), String(v).slice(0, 300)]),
    );
  return {
    format: cut(tags.format),
    streams: tags.streams.slice(0, 8).map((s) => ({ type: s.type, tags: cut(s.tags) })),
  };
}

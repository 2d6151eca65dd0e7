import { z } from 'zod';
import { FILE_KIND_NAMES } from '../files';

export const RENDITION_STATES = ['pending', 'processing', 'ready', 'failed'] as const;
export type RenditionState = (typeof RENDITION_STATES)[number];
/**
 * In the order a video's job makes them: something to show first, then to play, then to stream.
 * `stream` plays first and grows while it is made (docs/decisions/0080): listed from its first
 * segment, whole once the video's first step is done.
 */
export const RENDITION_PARTS = ['poster', 'stream', 'preview', 'storyboard', 'peaks', 'hls'] as const;
export type RenditionPart = (typeof RENDITION_PARTS)[number];

/**
 * What a player needs of a video: its renditions' state and signed addresses (docs/decisions/0040).
 * Publishing never waits for them; until the preview exists only the poster and progress show.
 */
export const playerMedia = z.object({
  state: z.enum(RENDITION_STATES),
  /** 0..1 while processing. */
  progress: z.number().nullable(),
  /** Why processing failed, a translation key; null otherwise. */
  errorKey: z.string().nullable(),
  /** Where in the video it broke down (a damaged file), in seconds: the key's `{{at}}`. */
  errorAtS: z.number().nullable(),
  hlsUrl: z.string().nullable(),
  /**
   * The first stream (one HLS media playlist): the original packaged as it is, or the preview
   * encoded in segments; it grows (an EVENT playlist) until it ends (`#EXT-X-ENDLIST`). The player
   * starts on it while nothing better exists.
   */
  streamUrl: z.string().nullable(),
  previewUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  storyboardUrl: z.string().nullable(),
  /** The renditions' constant frame rate. */
  frameRate: z.number().nullable(),
  durationS: z.number().nullable(),
  /**
   * While the video is pending in line for its first frames (creators take turns, decision 0081):
   * how many videos' first steps run or wait before it, and about how many seconds until its turn
   * (null when no estimate can be made). Null unless pending.
   */
  waiting: z.object({ ahead: z.number(), etaS: z.number().nullable() }).nullable(),
});
export type PlayerMedia = z.infer<typeof playerMedia>;

/** A video's technical metadata, for reviewers. */
export const technicalInfo = z.object({
  container: z.string(),
  videoCodec: z.string().nullable(),
  profile: z.string().nullable(),
  pixelFormat: z.string().nullable(),
  bitDepth: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  frameRate: z.number().nullable(),
  variableFrameRate: z.boolean(),
  bitRate: z.number().nullable(),
  durationS: z.number(),
  rotation: z.number(),
  hdr: z.enum(['pq', 'hlg']).nullable(),
  audioCodec: z.string().nullable(),
  audioChannels: z.number().nullable(),
  audioSampleRate: z.number().nullable(),
  loudnessLufs: z.number().nullable(),
  /**
   * How the first stream was made: `copied` (the original packaged as it is, no decode) or
   * `encoded`; with `notCopiedKey` saying why a copy was not used (`technical.notCopied.*`).
   */
  firstStream: z.enum(['copied', 'encoded']).nullable().default(null),
  notCopiedKey: z.string().nullable().default(null),
  /** From the container: staff only, never on a public page. */
  createdAt: z.string().nullable(),
  location: z.string().nullable(),
});
export type TechnicalInfo = z.infer<typeof technicalInfo>;

/** An uploaded file as its owner sees it: state, probe results, a signed URL while it can be read. */
export const fileInfo = z.object({
  fileId: z.string(),
  kind: z.enum(FILE_KIND_NAMES),
  name: z.string(),
  size: z.number(),
  mime: z.string().nullable(),
  state: z.enum(['uploading', 'processing', 'ready', 'refused']),
  refusedKey: z.string().nullable(),
  /** A video refused as cut short: where it really ends, in seconds (the key's `{{at}}`; `durationS` is what it claims). */
  refusedAtS: z.number().nullable(),
  durationS: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** The original's bytes; null on public pages, which stream renditions only. */
  url: z.string().nullable(),
  /** A video's renditions; null for anything else. */
  media: playerMedia.nullable(),
});
export type FileInfo = z.infer<typeof fileInfo>;

/**
 * What the socket tells of a file as it moves (`media`): the probe's verdict (ready, or refused
 * and why) and a video's media whole, as GET /web/files/{id}/info would answer them at that
 * moment, so a page replaces what it holds. Its owner hears every move; staff, a video's media.
 */
export const fileMoved = fileInfo
  .pick({
    fileId: true,
    state: true,
    refusedKey: true,
    refusedAtS: true,
    durationS: true,
    media: true,
  })
  .extend({
    /** A part became available or a state moved (not a progress tick): what shows the file fetches it again. */
    changed: z.boolean(),
  });
export type FileMoved = z.infer<typeof fileMoved>;

/** A stored picture in a list: its id and a signed URL. */
export const signedPicture = z.object({ fileId: z.string(), url: z.string() });

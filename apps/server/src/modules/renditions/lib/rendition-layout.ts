import type { RenditionPart } from '@stringer/shared/schemas/files';
import { DERIVED_PREFIX } from '../../../platform/storage/local';

/**
 * Where a video's renditions live, the one place that says it: each file's tree is
 * `renditions/<fileId>/` in the store and `/web/files/<fileId>/renditions/` in URLs, a part at the
 * same path below both. Renditions already stored are read where they were written: a change here
 * moves every stored video's parts out of reach.
 */
const PARTS = {
  poster: { entry: 'poster.jpg', names: String.raw`poster\.jpg` },
  stream: {
    entry: 'stream/index.m3u8',
    names: String.raw`stream\/(index\.m3u8|(r\d{3}-)?init\.mp4|(r\d{3}-)?seg-\d{5,6}\.m4s)`,
  },
  preview: { entry: 'preview.mp4', names: String.raw`preview\.mp4` },
  peaks: { entry: 'peaks.json', names: String.raw`peaks\.json` },
  storyboard: {
    entry: 'storyboard/storyboard.vtt',
    names: String.raw`storyboard\/(storyboard\.vtt|sprite-\d{1,4}\.jpg)`,
  },
  hls: {
    entry: 'hls/master.m3u8',
    names: String.raw`hls\/(master\.m3u8|\d{3,4}p\/(index\.m3u8|seg-\d{1,6}\.ts))`,
  },
} satisfies Record<RenditionPart, { entry: string; names: string }>;

/** The parts whose files sit in a folder of their own (the sprites, the ladder's rungs and segments). */
type FolderPart = 'stream' | 'storyboard' | 'hls';
const FOLDERS: Record<FolderPart, string> = { stream: 'stream', storyboard: 'storyboard', hls: 'hls' };

/** Each name a rendition's file may have, by its extension: what it is served as. */
const TYPES = {
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  json: 'application/json',
  vtt: 'text/vtt',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
} as const;
export type RenditionType = (typeof TYPES)[keyof typeof TYPES];
export const renditionTypes = Object.values(TYPES);

/** Every path a video's renditions have, below its tree; anything else is no rendition. */
export const RENDITION_PATH = new RegExp(
  `^(${Object.values(PARTS)
    .map((p) => p.names)
    .join('|')})$`,
);
const PART_PATH = Object.entries(PARTS).map(
  ([part, p]) => [part as RenditionPart, new RegExp(`^${p.names}$`)] as const,
);

/** The store's key of a file's whole rendition tree: removed with the file. */
export const renditionTree = (fileId: string) => `${DERIVED_PREFIX}${fileId}/`;

/** The store's key of `path` below a file's renditions (a part's path, or its folder's). */
export const renditionKey = (fileId: string, path: string) => `${renditionTree(fileId)}${path}`;

/** The path of the file a player opens for `part` (a playlist, the storyboard's cues, the picture). */
export const entryPath = (part: RenditionPart) => PARTS[part].entry;

/** The path of `name` inside a foldered part, or of the folder itself without a name. */
export const folderPath = (part: FolderPart, name?: string) => (name ? `${FOLDERS[part]}/${name}` : FOLDERS[part]);

const urlRoot = (fileId: string) => `/web/files/${fileId}/renditions/`;

/** The route that serves every file of a video's renditions, its path below the root as `*`. */
export const RENDITIONS_ROUTE = `${urlRoot(':id')}*`;

/** The address a part is served at, before its signature. */
export const renditionUrl = (fileId: string, part: RenditionPart) => `${urlRoot(fileId)}${entryPath(part)}`;

/** The part a served path belongs to, or null when the path names no rendition. */
export const partOf = (path: string): RenditionPart | null =>
  PART_PATH.find(([, pattern]) => pattern.test(path))?.[0] ?? null;

/** The content type of a rendition's file, by its name. */
export const typeOf = (path: string): RenditionType | undefined => TYPES[path.split('.').pop() as keyof typeof TYPES];

/**
 * A shown picture's clean copy (files/shown-pictures.ts) sits beside the renditions, so that it goes
 * with them; its name is none of theirs.
 */
export const shownCopyKey = (fileId: string, extension: 'jpg' | 'png') => renditionKey(fileId, `shown.${extension}`);

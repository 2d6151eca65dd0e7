import path from 'node:path';

/** The upload types the product accepts (packages/shared files.ts), as sniffed from their bytes. */
export type Container = 'video/mp4' | 'video/quicktime';

export class MediaError extends Error {
  override name = 'MediaError';
}

/**
 * A run killed for its time (it stopped progressing, or passed its ceiling): says nothing about
 * the file, so it is never reported as damaged, and the job is tried again (decision 0073).
 */
export class MediaTimeout extends MediaError {
  override name = 'MediaTimeout';
}

/**
 * The demuxer for a sniffed type. Never ffmpeg's own probing: it would pick HLS, concat or image2
 * for crafted bytes, demuxers that open other files or URLs. MP4 and QuickTime share `mov`.
 */
export function demuxerFor(container: string): 'mov' {
  if (container === 'video/mp4' || container === 'video/quicktime') return 'mov';
  throw new MediaError(`media: refusing container ${JSON.stringify(container)}: only MP4 and QuickTime are read`);
}

/**
 * Protocols the input may use. A local file: `file` alone. An https source is the S3 store's
 * signed URL (storage.mediaSource), which needs tls and tcp under it, and never `file`.
 */
export function protocolsFor(src: string): string {
  if (src.startsWith('https://')) return 'https,tls,tcp';
  if (src.startsWith('http://')) return 'http,tcp';
  return 'file';
}

/** `file:` + an absolute path: a name like "concat:a|b" or "subfile,,..." is then only a file name. */
export const inputUrl = (src: string) => (protocolsFor(src) === 'file' ? `file:${path.resolve(src)}` : src);

/** Options before every ffmpeg/ffprobe command: no banner, no reading our stdin (a job has none). */
export const COMMON_ARGS = ['-hide_banner', '-nostdin', '-v', 'warning'] as const;

/**
 * `-i` and the options that bind to it. mov's external data references (`dref` atoms: "the samples
 * are in that other file") stay off, explicitly, whatever a build's default, and never by absolute
 * path: with them a crafted upload reads the bytes of a neighbouring file into its own output.
 */
export function inputArgs(src: string, container: string): string[] {
  return [
    '-protocol_whitelist',
    protocolsFor(src),
    '-f',
    demuxerFor(container),
    '-enable_drefs',
    '0',
    '-use_absolute_path',
    '0',
    '-i',
    inputUrl(src),
  ];
}

/** ffprobe takes no `-nostdin`; the rest is the same. */
export const probeArgs = (src: string, container: string) => [
  '-hide_banner',
  '-v',
  'error',
  ...inputArgs(src, container),
];

/**
 * Metadata not carried from the upload into anything we publish: capture time, GPS position,
 * device names, chapters. `-map_metadata -1` drops the global and stream tags alike.
 */
export const STRIP_METADATA = ['-map_metadata', '-1', '-map_chapters', '-1'] as const;

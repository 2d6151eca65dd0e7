import { LIMITS } from './constants';
import { unstorable } from './schemas/fields';

/** What each kind of upload may be: its extensions, the types sniffed from its bytes, its size. */
export const FILE_KINDS = {
  video: {
    extensions: ['mp4', 'mov'],
    mimes: ['video/mp4', 'video/quicktime'],
    maxBytes: LIMITS.videoMaxBytes,
  },
  cover: {
    extensions: ['jpg', 'jpeg', 'png'],
    mimes: ['image/jpeg', 'image/png'],
    // "Under 5M": 5 MiB itself is refused.
    maxBytes: LIMITS.coverMaxBytes - 1,
  },
  attachment: {
    extensions: ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png', 'zip'],
    mimes: [
      'application/pdf',
      'application/x-cfb',
      'application/msword',
      'text/plain',
      'image/jpeg',
      'image/png',
      'application/zip',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    maxBytes: 500 * 1024 ** 2,
  },
  avatar: {
    extensions: ['jpg', 'jpeg', 'png'],
    mimes: ['image/jpeg', 'image/png'],
    maxBytes: LIMITS.coverMaxBytes - 1,
  },
  resume: {
    extensions: ['doc', 'txt', 'pdf'],
    mimes: ['application/x-cfb', 'application/msword', 'text/plain', 'application/pdf'],
    maxBytes: 20 * 1024 ** 2,
  },
  clue_media: {
    extensions: ['jpg', 'jpeg', 'png', 'mp4', 'mov'],
    mimes: ['image/jpeg', 'image/png', 'video/mp4', 'video/quicktime'],
    maxBytes: LIMITS.videoMaxBytes,
  },
  message_file: {
    extensions: ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx', 'txt', 'zip'],
    mimes: [
      'image/jpeg',
      'image/png',
      'application/pdf',
      'application/x-cfb',
      'application/msword',
      'text/plain',
      'application/zip',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    maxBytes: 50 * 1024 ** 2,
  },
} as const satisfies Record<string, { extensions: readonly string[]; mimes: readonly string[]; maxBytes: number }>;

export type FileKind = keyof typeof FILE_KINDS;
export const FILE_KIND_NAMES = Object.keys(FILE_KINDS) as [FileKind, ...FileKind[]];

export const FileState = {
  Uploading: 'uploading',
  Processing: 'processing',
  Ready: 'ready',
  Refused: 'refused',
} as const;
export type FileState = (typeof FileState)[keyof typeof FileState];

/** Bytes enough for file-type to recognise any format it knows (the server and the browser both sniff this many). */
export const SNIFF_BYTES = 4100;

export const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** The translation key refusing a file before any byte is stored, or null when it may come. */
export function checkUpload(kind: string, filename: string, size: number): string | null {
  const rules = (FILE_KINDS as Record<string, (typeof FILE_KINDS)[FileKind]>)[kind];
  if (!rules) return 'errors.fileKind';
  if (unstorable(filename)) return 'errors.invalidCharacters';
  if (!(rules.extensions as readonly string[]).includes(extensionOf(filename))) return 'errors.fileType';
  if (size > rules.maxBytes) return 'errors.fileTooLarge';
  if (!Number.isInteger(size) || size <= 0) return 'errors.fileEmpty';
  return null;
}

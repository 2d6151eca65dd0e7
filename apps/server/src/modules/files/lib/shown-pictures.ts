import type { Readable } from 'node:stream';
import type { FileKind } from '@stringer/shared/files';
import type { FileRow } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import type { ByteStore } from '../../../platform/storage/index';
import type { Stored } from '../../../platform/storage/send-range';
import { shownCopyKey } from '../../renditions/index';

/**
 * The kinds the product shows as pictures, to the public or to staff: covers (works' and the
 * catalog's) and avatars. A phone writes the place (GPS), the owner's name and a caption into
 * the file; none of that is ours to hand out, so these are served only as a copy re-encoded
 * without metadata. Evidence (clue media, chat files, attachments) is served as it was sent.
 */
const SHOWN_KINDS: ReadonlySet<FileKind> = new Set<FileKind>(['cover', 'avatar']);
const PICTURE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png']);

type Store = Pick<ByteStore, 'stream' | 'put' | 'sizeOf'>;

export const isShownPicture = (row: Pick<FileRow, 'kind' | 'mime'>) =>
  SHOWN_KINDS.has(row.kind) && PICTURE_TYPES.has(row.mime ?? '');

/** Beside the video renditions: removed with the original (`ByteStore.remove`), never backed up. */
const copyKey = (row: Pick<FileRow, 'id' | 'mime'>) => shownCopyKey(row.id, row.mime === 'image/png' ? 'png' : 'jpg');

export async function bytesOf(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The picture upright (EXIF orientation applied to the pixels, since the tag that said it goes)
 * and without EXIF, XMP, IPTC, ICC or PNG text chunks: sharp writes none unless asked. PNG stays
 * PNG (transparency, line art); JPEG at quality 90, close to what a phone wrote.
 */
async function reencode(bytes: Buffer, mime: string) {
  const { default: sharp } = await import('sharp');
  const upright = sharp(bytes).rotate();
  return (mime === 'image/png' ? upright.png() : upright.jpeg({ quality: 90 })).toBuffer();
}

/** Makes a shown picture's clean copy: its size, or null when the bytes do not decode as a picture. */
export async function makeShownCopy(storage: Store, row: Pick<FileRow, 'id' | 'mime' | 'storageKey'>) {
  const clean = await reencode(await bytesOf(await storage.stream(row.storageKey)), row.mime ?? '').catch(() => null);
  if (!clean) return null;
  await storage.put(copyKey(row), clean, row.mime ?? '');
  return clean.length;
}

/**
 * A shown picture's clean copy, made now when missing (an upload stored before copies were made,
 * or a store restored from a backup): where it is stored and its size.
 */
export async function shownCopy(storage: Store, row: Pick<FileRow, 'id' | 'mime' | 'storageKey'>) {
  const storageKey = copyKey(row);
  const size = (await storage.sizeOf(storageKey)) ?? (await makeShownCopy(storage, row));
  // The original, metadata and all, is never the fallback.
  if (size === null) throw new AppError('fileMismatch');
  return { storageKey, size, mime: row.mime };
}

/** What a file is served as: a shown picture's clean copy, anything else itself. */
export async function servedAs(storage: Store, row: FileRow): Promise<Stored> {
  const original = { storageKey: row.storageKey, size: row.size, mime: row.mime, name: row.originalName };
  return isShownPicture(row) ? { ...original, ...(await shownCopy(storage, row)) } : original;
}

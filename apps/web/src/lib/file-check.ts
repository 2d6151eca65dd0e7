import { LIMITS } from '@stringer/shared/constants';
import { checkUpload, extensionOf, FILE_KINDS, type FileKind, SNIFF_BYTES } from '@stringer/shared/files';
import { movieIndex } from '@stringer/shared/iso-boxes';
import { localVideo } from './local-video';

/** A local video's length in seconds from its metadata, or undefined when the browser cannot read it. */
export function videoDuration(file: Blob, timeoutMs = 10_000): Promise<number | undefined> {
  return new Promise((resolve) => {
    const { video, close } = localVideo(file, 'metadata');
    const done = (seconds?: number) => {
      clearTimeout(timer);
      close();
      resolve(seconds !== undefined && Number.isFinite(seconds) ? seconds : undefined);
    };
    const timer = setTimeout(() => done(), timeoutMs);
    video.onloadedmetadata = () => done(video.duration);
    video.onerror = () => done();
  });
}

/**
 * What the server would refuse of a chosen file, judged in the browser before a byte is sent, from
 * the same shared limits: name, size, the type its first bytes show, a video's index (an MP4 or
 * MOV without its `moov` cannot be played at all: refused before hours of upload), and its length
 * (when the browser can read it; the server probes it anyway). A translation key, or null.
 */
export async function checkChosenFile(kind: FileKind, file: File): Promise<string | null> {
  const refused = checkUpload(kind, file.name, file.size);
  if (refused) return refused;
  // Loaded when a first file is chosen: the sniffer is most of the weight of this check.
  const { fileTypeFromBlob } = await import('file-type/core');
  const found = await fileTypeFromBlob(file.slice(0, SNIFF_BYTES)).catch(() => undefined);
  const allowed: readonly string[] = FILE_KINDS[kind].mimes;
  // Plain text has no signature: the server reads it as text, and so may a .txt here.
  if (found ? !allowed.includes(found.mime) : extensionOf(file.name) !== 'txt') return 'errors.fileMismatch';
  if (found?.mime.startsWith('video/')) {
    const read = async (offset: number, length: number) =>
      new Uint8Array(await file.slice(offset, offset + length).arrayBuffer());
    if ((await movieIndex(read, file.size)) === 'absent') return 'errors.videoNoIndex';
    const seconds = await videoDuration(file);
    if (seconds !== undefined && seconds > LIMITS.videoMaxSeconds) return 'errors.videoTooLong';
  }
  return null;
}

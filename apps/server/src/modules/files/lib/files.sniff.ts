import { FILE_KINDS, type FileKind, SNIFF_BYTES } from '@stringer/shared/files';
import { fileTypeFromBuffer } from 'file-type';

export { SNIFF_BYTES };

export type Sniffed = { mime: string } | { refusedKey: string } | undefined;

function looksLikeText(buf: Buffer) {
  if (buf.includes(0)) return false;
  // A multi-byte character may be cut at the end of the sample: judge what comes before it.
  return !new TextDecoder('utf-8', { fatal: false })
    .decode(buf.subarray(0, Math.max(0, buf.length - 4)))
    .includes('\uFFFD');
}

/**
 * What the first bytes say the file is, judged against what its kind may be. Undefined when
 * there are not yet enough bytes to tell (`complete` false).
 */
export async function sniff(kind: FileKind, extension: string, head: Buffer, complete: boolean): Promise<Sniffed> {
  const allowed: readonly string[] = FILE_KINDS[kind].mimes;
  const found = await fileTypeFromBuffer(head);
  if (found) return allowed.includes(found.mime) ? { mime: found.mime } : { refusedKey: 'errors.fileMismatch' };
  if (!complete && head.length < SNIFF_BYTES) return undefined;
  // Plain text has no signature: accept a .txt whose bytes read as text.
  if (extension === 'txt' && allowed.includes('text/plain') && looksLikeText(head)) return { mime: 'text/plain' };
  return { refusedKey: 'errors.fileMismatch' };
}

import { text } from 'node:stream/consumers';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors';
import type { Storage } from '../../../platform/storage/index';
import type { Stored } from '../../../platform/storage/send-range';
import { renditionsRepository as repo } from '../renditions.repository';
import { partOf, renditionKey, typeOf } from './rendition-layout';

/**
 * A playlist's or storyboard's references, each given the signature its own address carried:
 * relative names resolve against the playlist's address, but its query does not carry over. The
 * init segment of an fMP4 stream is named in a tag (`#EXT-X-MAP:URI="init.mp4"`).
 */
export function signReferences(body: string, query: string) {
  return body
    .split('\n')
    .map((line) => {
      if (line.startsWith('#EXT-X-MAP:')) return line.replace(/URI="([^"?#]+)"/, `URI="$1?${query}"`);
      if (!line || line.startsWith('#') || line.includes('-->') || /^(WEBVTT|\d+)$/.test(line.trim())) return line;
      const [name, fragment] = line.split('#');
      return `${name}?${query}${fragment === undefined ? '' : `#${fragment}`}`;
    })
    .join('\n');
}

export type Found = (Stored & { text?: undefined }) | { text: string; mime: string };

export function renditionsReader(db: Db, storage: Storage) {
  return {
    /**
     * A rendition behind a valid signature, of a video that still exists (and, signed for a public
     * page, still shows on one), once its part is whole.
     */
    async open(fileId: string, path: string, { exp, sig }: { exp: number; sig: string }): Promise<Found> {
      const audience = storage.verifyRendition(fileId, exp, sig);
      if (!audience) throw new AppError('fileNotExist');
      const row = await repo.servable(db, fileId, audience);
      // The part a path belongs to: served only once that part is whole.
      const part = partOf(path);
      const mime = typeOf(path);
      if (row?.state !== 'ready' || !part || !mime || !row.parts.includes(part)) throw new AppError('fileNotExist');
      const storageKey = renditionKey(fileId, path);
      // Playlists and the storyboard's cues name other files, which need the signature too.
      if (mime === 'application/vnd.apple.mpegurl' || mime === 'text/vtt') {
        const body = await text(await storage.stream(storageKey).catch(() => missing()));
        return { text: signReferences(body, `exp=${exp}&sig=${sig}`), mime };
      }
      const size = await storage.sizeOf(storageKey);
      if (size === null) return missing();
      return { storageKey, size, mime, name: path.split('/').pop() as string };
    },
  };
}
export type RenditionsReader = ReturnType<typeof renditionsReader>;

const missing = (): never => {
  throw new AppError('fileNotExist');
};

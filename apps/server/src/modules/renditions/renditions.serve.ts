import { text } from 'node:stream/consumers';
import type { RenditionPart } from '@stringer/shared/schemas/files';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import type { Stored } from '../../platform/storage/send-range';
import { renditionsRepository as repo } from './renditions.repository';

const TYPES = {
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  json: 'application/json',
  vtt: 'text/vtt',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
} as const;
export const renditionTypes = Object.values(TYPES);

/** The part a path belongs to: served only once that part is whole. */
const partOf = (path: string): RenditionPart =>
  path.startsWith('hls/')
    ? 'hls'
    : path.startsWith('storyboard/')
      ? 'storyboard'
      : (path.split('.')[0] as RenditionPart);

/**
 * A playlist's or storyboard's references, each given the signature its own address carried:
 * relative names resolve against the playlist's address, but its query does not carry over.
 */
export function signReferences(body: string, query: string) {
  return body
    .split('\n')
    .map((line) => {
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
      if (row?.state !== 'ready' || !row.parts.includes(partOf(path))) throw new AppError('fileNotExist');
      const storageKey = `renditions/${fileId}/${path}`;
      const extension = path.split('.').pop() as keyof typeof TYPES;
      const mime = TYPES[extension];
      if (extension === 'm3u8' || extension === 'vtt') {
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

import type { FastifyReply, FastifyRequest } from 'fastify';
import { storedFileHeaders } from '../security-headers';
import type { ByteStore } from './byte-store';

export interface Stored {
  storageKey: string;
  size: number;
  mime: string | null;
  /** The name a download is saved under. */
  name: string;
}

/** A stored object with range requests, which `<video>` seeks by. */
export async function sendRange(
  req: FastifyRequest,
  reply: FastifyReply,
  store: Pick<ByteStore, 'stream'>,
  file: Stored,
) {
  storedFileHeaders(reply, file.mime, file.name).header('accept-ranges', 'bytes');
  const match = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (!match) return reply.header('content-length', file.size).send(await store.stream(file.storageKey));
  const start = match[1] ? Number(match[1]) : Math.max(0, file.size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), file.size - 1) : file.size - 1;
  if (start > end || start >= file.size) {
    return reply.code(416).header('content-range', `bytes */${file.size}`).send();
  }
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${file.size}`)
    .header('content-length', end - start + 1)
    .send(await store.stream(file.storageKey, { start, end }));
}

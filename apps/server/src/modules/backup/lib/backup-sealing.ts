import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { compose, Readable, Transform } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import type { BackupTarget } from './backup-target';

/**
 * BACKUP_KEY's sealing of what a backup stores (the database's dump, the originals, unfinished
 * uploads): AES-256-GCM over chunks of 64 KiB, streamed, so a large original never sits in memory.
 * Each chunk has its own tag and a nonce of the file's random prefix, the chunk's number and a
 * last-chunk flag (the STREAM construction): chunks cannot be reordered, dropped or cut off at the
 * end unnoticed. The object's key at the target is the associated data: a file put under another
 * name does not open.
 */
const MAGIC = Buffer.from('STRBAK1\n');
const PREFIX_BYTES = 7;
const TAG_BYTES = 16;
export const CHUNK_BYTES = 64 * 1024;
const HEADER_BYTES = MAGIC.length + PREFIX_BYTES;
const RECORD_BYTES = CHUNK_BYTES + TAG_BYTES;

/** What the manifest says of an encrypted backup; `keyId` tells a wrong key before anything is restored. */
export interface Encryption {
  cipher: 'aes-256-gcm';
  chunkBytes: number;
  keyId: string;
}

/** A key's id: a hash of it (never the key), in the manifest and in the names of sealed objects. */
export const backupKeyId = (key: Buffer) =>
  createHash('sha256').update('stringer backup key id').update(key).digest('hex').slice(0, 16);

export const encryptionOf = (key: Buffer): Encryption => ({
  cipher: 'aes-256-gcm',
  chunkBytes: CHUNK_BYTES,
  keyId: backupKeyId(key),
});

/** A sealed object that does not open: altered, damaged, or sealed under another key or name. */
export class SealBroken extends Error {}

const nonceOf = (prefix: Buffer, counter: number, last: boolean) => {
  const nonce = Buffer.alloc(12);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(counter, PREFIX_BYTES);
  nonce[11] = last ? 1 : 0;
  return nonce;
};

function sealStream(key: Buffer, name: string) {
  const prefix = randomBytes(PREFIX_BYTES);
  let pending = Buffer.alloc(0);
  let counter = 0;
  const seal = (plain: Buffer, last: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', key, nonceOf(prefix, counter++, last), { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(name));
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  return new Transform({
    construct(done) {
      this.push(Buffer.concat([MAGIC, prefix]));
      done();
    },
    // The last chunk is sealed as last at the end only: one full chunk is held back until then.
    transform(chunk: Buffer, _encoding, done) {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length > CHUNK_BYTES) {
        this.push(seal(pending.subarray(0, CHUNK_BYTES), false));
        pending = pending.subarray(CHUNK_BYTES);
      }
      done();
    },
    flush(done) {
      done(null, seal(pending, true));
    },
  });
}

function openStream(key: Buffer, name: string) {
  let pending = Buffer.alloc(0);
  let prefix: Buffer | null = null;
  let counter = 0;
  const open = (record: Buffer, last: boolean) => {
    if (!prefix || record.length < TAG_BYTES) throw new SealBroken(`${name}: cut short`);
    const decipher = createDecipheriv('aes-256-gcm', key, nonceOf(prefix, counter++, last), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(name));
    decipher.setAuthTag(record.subarray(record.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(record.subarray(0, record.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new SealBroken(`${name}: does not open with BACKUP_KEY (altered, damaged or sealed under another key)`);
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending = Buffer.concat([pending, chunk]);
      try {
        if (!prefix && pending.length >= HEADER_BYTES) {
          if (!pending.subarray(0, MAGIC.length).equals(MAGIC)) throw new SealBroken(`${name}: not sealed by a backup`);
          prefix = pending.subarray(MAGIC.length, HEADER_BYTES);
          pending = pending.subarray(HEADER_BYTES);
        }
        while (prefix && pending.length > RECORD_BYTES) {
          this.push(open(pending.subarray(0, RECORD_BYTES), false));
          pending = pending.subarray(RECORD_BYTES);
        }
        done();
      } catch (err) {
        done(err as Error);
      }
    },
    flush(done) {
      try {
        done(null, open(pending, true));
      } catch (err) {
        done(err as Error);
      }
    },
  });
}

/** The bytes a file of `sealed` bytes opens to (one chunk at least, the last maybe short or empty). */
export function openedSize(sealed: number) {
  const body = sealed - HEADER_BYTES;
  const records = Math.max(1, Math.ceil(body / RECORD_BYTES));
  return body - records * TAG_BYTES;
}

/**
 * The target as the backup's payload sees it: what is put is sealed on the way (staged sealed in
 * `work`, so that a bucket is told its length), what is read is opened, sizes are the opened ones.
 * The catalog and manifests stay plain, on the target itself: they hold no secret.
 */
export function sealedTarget(target: BackupTarget, key: Buffer, work: string): BackupTarget {
  const read = async (name: string) => {
    const stored = await target.read(name);
    return stored && (compose(stored, openStream(key, name)) as Readable);
  };
  return {
    ...target,
    put: async (name, bytes, type) =>
      target.put(name, await buffer(compose(Readable.from([bytes]), sealStream(key, name))), type),
    async putFile(name, localFile, type) {
      const staged = path.join(work, `sealed-${randomUUID()}`);
      try {
        await pipeline(createReadStream(localFile), sealStream(key, name), createWriteStream(staged, { mode: 0o600 }));
        await target.putFile(name, staged, type);
      } finally {
        await fs.rm(staged, { force: true });
      }
    },
    async copyToLocal(name, localFile) {
      const opened = await read(name);
      if (!opened) throw new Error(`${name}: not in the backup`);
      await pipeline(opened, createWriteStream(localFile));
    },
    read,
    sizeOf: async (name) => {
      const size = await target.sizeOf(name);
      return size === null ? null : openedSize(size);
    },
  };
}

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** A text sealed with AES-256-GCM: the key's id, the nonce and the ciphertext with its tag (base64). */
export interface Sealed {
  keyId: string;
  nonce: string;
  sealed: string;
}

/** A key's id: a hash of it (never the key), stored with each seal. */
const idOf = (key: Buffer) =>
  createHash('sha256').update('stringer payout key id').update(key).digest('hex').slice(0, 16);

/**
 * Seals and opens small texts (payout details) with one 32-byte key (PAYOUT_KEY); opens also what
 * `previous` keys sealed (PAYOUT_KEY_PREVIOUS), until `npm run payouts:rekey` has sealed it again
 * under the current one. Every seal has a fresh random nonce; the key's id is stored with each, so
 * that a row sealed under a key this install no longer has is refused by name instead of failing
 * as a forgery. `context` (the owner's id) is bound in as associated data: a row copied to another
 * account does not open.
 */
export function sealer(key: Buffer, previous: Buffer[] = []) {
  if ([key, ...previous].some((k) => k.length !== 32)) throw new Error('AES-256-GCM needs a 32-byte key');
  const keyId = idOf(key);
  const keys = new Map([...previous.map((k) => [idOf(k), k] as const), [keyId, key]]);
  return {
    keyId,
    /** Whether this install holds the key a row was sealed under (the current one or a previous one). */
    holds: (id: string) => keys.has(id),
    seal(text: string, context: string): Sealed {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return { keyId, nonce: nonce.toString('base64'), sealed: body.toString('base64') };
    },
    /** The text, or an error when it was sealed under a key not held, for another context, or altered. */
    open(row: Sealed, context: string) {
      const rowKey = keys.get(row.keyId);
      if (!rowKey) throw new Error(`sealed under key ${row.keyId}, neither PAYOUT_KEY (${keyId}) nor a previous one`);
      const body = Buffer.from(row.sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', rowKey, Buffer.from(row.nonce, 'base64'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export type Sealer = ReturnType<typeof sealer>;

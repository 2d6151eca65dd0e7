import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** A text sealed with AES-256-GCM: the key's id, the nonce and the ciphertext with its tag (base64). */
export interface Sealed {
  keyId: string;
  nonce: string;
  sealed: string;
}

/**
 * Seals and opens small texts (payout details) with one 32-byte key (PAYOUT_KEY). Every seal has
 * a fresh random nonce; the key's id (a hash of it, never the key) is stored with each, so that a
 * row sealed under another key is refused by name instead of failing as a forgery.
 * `context` (the owner's id) is bound in as associated data: a row copied to another account
 * does not open.
 */
export function sealer(key: Buffer) {
  if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
  const keyId = createHash('sha256').update('stringer payout key id').update(key).digest('hex').slice(0, 16);
  return {
    keyId,
    seal(text: string, context: string): Sealed {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return { keyId, nonce: nonce.toString('base64'), sealed: body.toString('base64') };
    },
    /** The text, or an error when it was sealed under another key, for another context, or altered. */
    open(row: Sealed, context: string) {
      if (row.keyId !== keyId) throw new Error(`sealed under key ${row.keyId}, not this install's ${keyId}`);
      const body = Buffer.from(row.sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(row.nonce, 'base64'), {
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

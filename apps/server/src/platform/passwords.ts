import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with OWASP's recommended memory and time costs.
export const hashPassword = (password: string) => hash(password);

export const verifyPassword = (stored: string, password: string) => verify(stored, password).catch(() => false);

// Made once at start, with the same costs as real hashes, of a password nobody knows.
const dummyHash = hashPassword(randomBytes(16).toString('hex'));

/**
 * Spends the time a real check would, for an address with no account: a sign-in then takes as
 * long whether or not the account exists, so its timing does not tell.
 */
export async function verifyNothing(password: string) {
  await verifyPassword(await dummyHash, password);
  return false;
}

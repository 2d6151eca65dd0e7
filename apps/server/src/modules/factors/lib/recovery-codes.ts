import { randomInt } from 'node:crypto';
import { sha256 } from '../../../platform/tokens';

/** Ten codes of ten characters (about 50 bits each): stored as SHA-256, shown once (decision 0052). */
export const RECOVERY_CODES = { count: 10, length: 10 };

// No 0/o, 1/l/i: read off paper, typed by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newCode() {
  const chars = Array.from({ length: RECOVERY_CODES.length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODES.count }, newCode);

/** A code as the shared schema left it (lower case, no dash) or as printed: hashed the same. */
export const recoveryCodeHash = (code: string) => sha256(code.toLowerCase().replace(/[\s-]/g, ''));

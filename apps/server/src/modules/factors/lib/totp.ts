import { createHmac, randomBytes } from 'node:crypto';

/**
 * RFC 6238 time-based codes with the parameters every authenticator app defaults to: HMAC-SHA1,
 * 30-second steps, 6 digits. Written here (a few lines on node:crypto) rather than taken from a
 * library: decision 0052.
 */
export const TOTP = { stepSeconds: 30, digits: 6, secretBytes: 20, window: 1 };

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer) {
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  return (bits.match(/.{1,5}/g) ?? []).map((chunk) => BASE32[Number.parseInt(chunk.padEnd(5, '0'), 2)]).join('');
}

export function base32Decode(text: string) {
  const bits = [...text.toUpperCase().replace(/=+$/, '')]
    .map((c) => BASE32.indexOf(c).toString(2).padStart(5, '0'))
    .join('');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
}

export const newTotpSecret = () => base32Encode(randomBytes(TOTP.secretBytes));

export const stepAt = (timeMs: number) => Math.floor(timeMs / 1000 / TOTP.stepSeconds);

/** RFC 4226's HOTP of one time step (dynamic truncation of the HMAC). */
export function totpCodeAt(secret: string, step: number, digits = TOTP.digits) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** digits).padStart(digits, '0');
}

/**
 * The step `code` was made for, within one step either side of now (clocks drift), or null. The
 * caller refuses a step at or before the last one used, so that a code works once.
 */
export function matchingStep(secret: string, code: string, nowMs = Date.now()) {
  const now = stepAt(nowMs);
  for (let step = now - TOTP.window; step <= now + TOTP.window; step++) {
    if (totpCodeAt(secret, step) === code) return step;
  }
  return null;
}

/** The link an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUri(secret: string, account: string, issuer: string) {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: '6', period: '30' });
  return `otpauth://totp/${label}?${params}`;
}

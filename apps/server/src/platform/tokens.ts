import { createHash, randomBytes, randomInt } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const newNumericCode = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, '0');

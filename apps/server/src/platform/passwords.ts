import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with OWASP's recommended memory and time costs.
export const hashPassword = (password: string) => hash(password);

export const verifyPassword = (stored: string, password: string) => verify(stored, password).catch(() => false);

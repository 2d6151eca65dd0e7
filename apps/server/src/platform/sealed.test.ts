import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealer } from './sealed';

describe('sealed texts (AES-256-GCM)', () => {
  const s = sealer(randomBytes(32));

  it('should open what it sealed, with a fresh nonce each time and nothing of the text in the row', () => {
    const a = s.seal('GB29 NWBK 6016 1331 9268 19', '7');
    const b = s.seal('GB29 NWBK 6016 1331 9268 19', '7');
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.sealed).not.toBe(b.sealed);
    expect(JSON.stringify(a)).not.toContain('6016');
    expect(s.open(a, '7')).toBe('GB29 NWBK 6016 1331 9268 19');
  });

  it('should refuse another key, another owner and an altered text', () => {
    const row = s.seal('12345678', '7');
    expect(() => sealer(randomBytes(32)).open(row, '7')).toThrow(/sealed under key/);
    expect(() => s.open(row, '8')).toThrow();
    const body = Buffer.from(row.sealed, 'base64');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => s.open({ ...row, sealed: body.toString('base64') }, '7')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchingStep, otpauthUri, stepAt, totpCodeAt } from './totp';

// RFC 6238 appendix B, SHA-1 rows: the secret is the ASCII "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const RFC_ROWS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('should make the RFC test vectors', () => {
    for (const [seconds, code] of RFC_ROWS) expect(totpCodeAt(RFC_SECRET, stepAt(seconds * 1000), 8)).toBe(code);
  });

  it('should read back what base32 wrote', () => {
    const bytes = Buffer.from('any bytes at all \u00ff');
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });

  it('should take a code of the step before or after now, and no further', () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    expect(matchingStep(RFC_SECRET, totpCodeAt(RFC_SECRET, step), now)).toBe(step);
    expect(matchingStep(RFC_SECRET, totpCodeAt(RFC_SECRET, step - 1), now)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, totpCodeAt(RFC_SECRET, step + 1), now)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, totpCodeAt(RFC_SECRET, step - 3), now)).toBeNull();
  });

  it('should name the issuer and account in the link apps read', () => {
    expect(otpauthUri('ABC', 'ann@example.com', 'Stringer')).toBe(
      'otpauth://totp/Stringer%3Aann%40example.com?secret=ABC&issuer=Stringer&algorithm=SHA1&digits=6&period=30',
    );
  });
});

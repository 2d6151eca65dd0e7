import { describe, expect, it } from 'vitest';
import { checkFormToken, issueFormToken, MIN_FILL_MS } from './form-token';

const SECRET = 'a-secret-for-the-test';

describe('the licence form token', () => {
  it('should differ for two readers of the same page in the same millisecond, each taken as ours', () => {
    const at = Date.now() - MIN_FILL_MS - 1;
    const [a, b] = [issueFormToken(SECRET, 7, at), issueFormToken(SECRET, 7, at)];
    expect(a).not.toBe(b);
    expect(checkFormToken(SECRET, 7, a)).toBeNull();
    expect(checkFormToken(SECRET, 7, b)).toBeNull();
  });

  it('should refuse one made for another work, altered, in the old form, or filled in too fast', () => {
    const at = Date.now() - MIN_FILL_MS - 1;
    const token = issueFormToken(SECRET, 7, at);
    expect(checkFormToken(SECRET, 8, token)).toBe('expired');
    expect(checkFormToken(SECRET, 7, token.replace(/\.[^.]+\./, '.AAAAAAAAAAAA.'))).toBe('expired');
    expect(checkFormToken(SECRET, 7, `${at}.${token.split('.')[2]}`)).toBe('expired');
    expect(checkFormToken(SECRET, 7, issueFormToken(SECRET, 7))).toBe('tooFast');
  });
});

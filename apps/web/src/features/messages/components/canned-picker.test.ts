import type { CannedReply } from '@stringer/shared/schemas/canned-replies';
import { describe, expect, it } from 'vitest';
import { matchReplies, slashQuery } from './canned-picker';

const reply = (id: number, language: 'en' | 'zh', shortcut: string, text = shortcut): CannedReply => ({
  id,
  language,
  shortcut,
  text,
  updatedAt: '2026-11-26T00:00:00.000Z',
});

describe('canned replies in the composer', () => {
  it('should pick only while one word follows a / at the start', () => {
    expect(slashQuery('/')).toBe('');
    expect(slashQuery('/pay')).toBe('pay');
    expect(slashQuery('/稿费')).toBe('稿费');
    expect(slashQuery('/pay now')).toBeNull();
    expect(slashQuery('hello /pay')).toBeNull();
  });

  it("should match by shortcut or text, the creator's language first", () => {
    const replies = [reply(1, 'en', 'payout'), reply(2, 'zh', 'payout', '稿费'), reply(3, 'en', 'hello', 'about pay')];
    expect(matchReplies(replies, 'PAY', 'zh').map((r) => r.id)).toEqual([2, 1, 3]);
    expect(matchReplies(replies, '稿', 'en').map((r) => r.id)).toEqual([2]);
  });
});

import { describe, expect, it } from 'vitest';
import { placeNames } from './place-names';

describe('the names a place in words gives (decision 0082)', () => {
  it('should cut the words at commas and the like, lower-case, with an English suffix kept and taken off', () => {
    expect(placeNames('Anqing, Anhui, China')).toEqual(['anqing', 'anhui', 'china']);
    expect(placeNames('Beijing City / China')).toEqual(['beijing city', 'beijing', 'china']);
    expect(placeNames('  ')).toEqual([]);
  });

  it('should read Chinese words by their administrative suffixes, with and without them', () => {
    expect(placeNames('上海市浦东新区')).toEqual(['上海市浦东新区', '上海市', '上海', '浦东新区', '浦东新']);
    expect(placeNames('安徽省，安庆')).toEqual(['安徽省', '安徽', '安庆']);
  });

  it('should give at most 24 names, of at most 100 characters', () => {
    expect(placeNames(Array.from({ length: 40 }, (_, i) => `p${i}`).join(','))).toHaveLength(24);
    expect(placeNames('x'.repeat(300))[0]).toHaveLength(100);
  });
});

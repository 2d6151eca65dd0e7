import sharedEn from '@stringer/shared/i18n/factors-en.json';
import sharedZh from '@stringer/shared/i18n/factors-zh.json';
import { describe, expect, it } from 'vitest';
import en from '../locales/factors/en.json';
import zh from '../locales/factors/zh.json';

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : texts(v, `${prefix}${k}.`),
  );
const keys = (tree: Tree) =>
  texts(tree)
    .map(([key]) => key)
    .sort();

describe("the second factors' texts", () => {
  it('should have the same keys in English and Chinese, none empty, the screens apart from the server messages', () => {
    expect(keys(zh)).toEqual(keys(en));
    expect(keys(sharedZh)).toEqual(keys(sharedEn));
    for (const [, text] of [...texts(en), ...texts(zh), ...texts(sharedEn), ...texts(sharedZh)])
      expect(text).not.toBe('');
    const shared = new Set(Object.keys(sharedEn));
    expect(Object.keys(en).filter((k) => shared.has(k))).toEqual([]);
  });

  it('should address the reader as 您, never 你', () => {
    const informal = [...texts(zh), ...texts(sharedZh)].filter(([, text]) => text.includes('你'));
    expect(informal).toEqual([]);
  });
});

import notifyZh from '@stringer/shared/i18n/notify-zh.json';
import sharedZh from '@stringer/shared/i18n/zh.json';
import { describe, expect, it } from 'vitest';
import consoleEn from './console/en.json';
import consoleZh from './console/zh.json';
import en from './en.json';
import zh from './zh.json';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
const texts = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : texts(v, `${prefix}${k}.`),
  );

describe('web translations', () => {
  it('should have the same keys in English and Chinese', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
    expect(keys(consoleZh).sort()).toEqual(keys(consoleEn).sort());
  });

  it('should address the reader as 您 in every Chinese text, never 你 (web, console and shared alike)', () => {
    const informal = Object.entries({
      web: zh,
      console: consoleZh,
      shared: sharedZh,
      notify: notifyZh,
    }).flatMap(([file, tree]) => texts(tree as Tree, `${file}:`).filter(([, text]) => text.includes('你')));
    expect(informal.map(([key]) => key)).toEqual([]);
  });

  it("should keep the console's texts apart from the app's, so that neither hides the other", () => {
    const app = new Set(Object.keys(en));
    expect(Object.keys(consoleEn).filter((k) => app.has(k))).toEqual([]);
  });
});

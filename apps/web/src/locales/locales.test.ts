import notifyZh from '@stringer/shared/i18n/notify-zh.json';
import sharedZh from '@stringer/shared/i18n/zh.json';
import { describe, expect, it } from 'vitest';
import consoleEn from './console/en.json';
import consoleZh from './console/zh.json';
import en from './en.json';
import signedInEn from './signed-in/en.json';
import signedInZh from './signed-in/zh.json';
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
    expect(keys(signedInZh).sort()).toEqual(keys(signedInEn).sort());
  });

  it('should address the reader as 您 in every Chinese text, never 你 (web, console and shared alike)', () => {
    const informal = Object.entries({
      web: zh,
      console: consoleZh,
      signedIn: signedInZh,
      shared: sharedZh,
      notify: notifyZh,
    }).flatMap(([file, tree]) => texts(tree as Tree, `${file}:`).filter(([, text]) => text.includes('你')));
    expect(informal.map(([key]) => key)).toEqual([]);
  });

  it("should keep each bundle's sections apart (app, signed-in, console), so that none hides another", () => {
    const sections = [en, signedInEn, consoleEn].flatMap((bundle) => Object.keys(bundle));
    expect(sections.filter((k, i) => sections.indexOf(k) !== i)).toEqual([]);
  });
});

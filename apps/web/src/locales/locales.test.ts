import { describe, expect, it } from 'vitest';
import en from './en.json';
import zh from './zh.json';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

describe('web translations', () => {
  it('should have the same keys in English and Chinese', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });
});

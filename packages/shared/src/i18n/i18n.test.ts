import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../errors';
import { certificationStatusKey, clueAuditStatusKey, workAuditStatusKey } from '../statuses';
import enTexts from './en.json';
import factorsEn from './factors-en.json';
import factorsZh from './factors-zh.json';
import notifyEn from './notify-en.json';
import notifyZh from './notify-zh.json';
import zhTexts from './zh.json';

const en = { ...enTexts, notify: notifyEn, factors: factorsEn };
const zh = { ...zhTexts, notify: notifyZh, factors: factorsZh };

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`),
  );
}

describe('shared translations', () => {
  it('should have the same keys in English and Chinese, none empty', () => {
    expect(keysOf(zh).sort()).toEqual(keysOf(en).sort());
    for (const text of [...Object.values(en.errors), ...Object.values(zh.errors)]) expect(text).not.toBe('');
  });

  it('should translate every key the API and the status labels use', () => {
    const known = new Set(keysOf(en));
    const used = [
      ...Object.values(API_ERRORS).map((e) => e.msgKey),
      ...Object.values(workAuditStatusKey),
      ...Object.values(clueAuditStatusKey),
      ...Object.values(certificationStatusKey),
    ];
    for (const key of used) expect(known, key).toContain(key);
  });
});

/** The text at a dotted key, if it is one. */
const textAt = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

describe('API error texts', () => {
  // errors.ts keeps keys and statuses only: these files are the texts' one source, the envelope's English `msg` included.
  it('should have an English and a Chinese text for every API error key, none empty', () => {
    const missing = Object.entries(API_ERRORS).flatMap(([name, { msgKey }]) =>
      Object.entries({ en, zh })
        .filter(([, texts]) => !textAt(texts, msgKey))
        .map(([language]) => `${name} (${msgKey}): no ${language} text`),
    );
    expect(missing).toEqual([]);
  });

  it("should name no slot in an API error text but a lock's {{time}}, which the server fills from retryAt", () => {
    const slots = Object.values(API_ERRORS).flatMap(({ msgKey }) =>
      [en, zh].flatMap((texts) => String(textAt(texts, msgKey)).match(/\{\{\w+\}\}/g) ?? []),
    );
    expect(new Set(slots)).toEqual(new Set(['{{time}}']));
  });
});

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** An element of a parsed XML file: its name, attributes, children and text (entities decoded). */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML 1.0's `Char`: what a document may hold, as itself or by a reference. */
const isXmlChar = (c: number) =>
  c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || c >= 0x10000;

function decode(raw: string, at: number): string {
  return raw.replace(/&([^;\s]*);?/g, (whole, name: string) => {
    const code = /^#(x[0-9a-f]+|\d+)$/i.exec(name)?.[1];
    const point = code ? Number(code[0] === 'x' ? `0${code}` : code) : undefined;
    if (point !== undefined && !isXmlChar(point))
      throw new Error(`a reference to a character XML refuses, ${whole}, near ${at}`);
    const value = point !== undefined ? String.fromCodePoint(point) : ENTITIES[name];
    if (value === undefined || !whole.endsWith(';')) throw new Error(`bad entity ${whole} near ${at}`);
    return value;
  });
}

/**
 * A strict reader of the XML our exports write (elements, attributes, text, a prolog and a
 * doctype; no CDATA or comments): it throws where an XML parser would call the file not
 * well-formed (a tag closed out of order or never, a bare `&` or `<`, a second root, a control
 * character or lone surrogate, written or referenced), so a test proves an editing suite can
 * read the file, not merely that a lenient parser got through it.
 */
export function parseXml(text: string): XmlElement {
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`not well-formed XML: ${why} at ${i}: ${JSON.stringify(text.slice(i, i + 40))}`);
  };
  for (const c of text) {
    const point = c.codePointAt(0) as number;
    if (!isXmlChar(point)) fail(`U+${point.toString(16).padStart(4, '0')}, which XML 1.0 cannot carry`);
    i += c.length;
  }
  i = 0;
  const skipSpace = () => {
    while (/\s/.test(text[i] ?? '')) i++;
  };
  const name = () => {
    const m = /^[A-Za-z_][\w.-]*/.exec(text.slice(i)) ?? fail('a name expected');
    i += m[0].length;
    return m[0];
  };
  function element(): XmlElement {
    if (text[i] !== '<') fail('an element expected');
    i++;
    const el: XmlElement = { name: name(), attrs: {}, children: [], text: '' };
    for (;;) {
      skipSpace();
      if (text.startsWith('/>', i)) {
        i += 2;
        return el;
      }
      if (text[i] === '>') break;
      const key = name();
      if (key in el.attrs) fail(`attribute ${key} twice`);
      skipSpace();
      if (text[i] !== '=') fail('= expected');
      i++;
      skipSpace();
      const quote = text[i];
      if (quote !== '"' && quote !== "'") fail('a quoted value expected');
      const end = text.indexOf(quote as string, i + 1);
      if (end < 0) fail('an unclosed value');
      const raw = text.slice(i + 1, end);
      if (raw.includes('<')) fail('< in a value');
      el.attrs[key] = decode(raw, i);
      i = end + 1;
    }
    i++;
    for (;;) {
      const next = text.indexOf('<', i);
      if (next < 0) fail(`</${el.name}> missing`);
      el.text += decode(text.slice(i, next), i);
      i = next;
      if (text.startsWith('</', i)) {
        i += 2;
        if (name() !== el.name) fail(`</${el.name}> expected`);
        skipSpace();
        if (text[i] !== '>') fail('> expected');
        i++;
        return el;
      }
      el.children.push(element());
    }
  }
  const skipDeclaration = (open: string, close: string) => {
    skipSpace();
    if (!text.startsWith(open, i)) return;
    const end = text.indexOf(close, i);
    if (end < 0) fail(`${close} missing`);
    i = end + close.length;
  };
  skipDeclaration('<?xml', '?>');
  skipDeclaration('<!DOCTYPE', '>');
  skipSpace();
  const root = element();
  skipSpace();
  if (i < text.length) fail('text after the root element');
  return root;
}

/** Every element named `name` under `el` (itself included), in document order. */
export function allOf(el: XmlElement, name: string): XmlElement[] {
  return [...(el.name === name ? [el] : []), ...el.children.flatMap((c) => allOf(c, name))];
}

/** The text of the first child named `name`. */
export const childText = (el: XmlElement, name: string) => el.children.find((c) => c.name === name)?.text;

/** Whether libxml2's xmllint is here: CI installs it (.ci/run); a fresh clone without it skips what needs it. */
export const hasXmllint = !spawnSync('xmllint', ['--version']).error;

/** What xmllint says of a document given on its input ('' when it has nothing against it). */
function xmllint(args: string[], text: string) {
  const run = spawnSync('xmllint', ['--noout', ...args, '-'], { input: text, encoding: 'utf8' });
  if (run.error) return `xmllint did not run: ${run.error.message}`;
  const { status: exitCode, stderr } = run;
  return exitCode === 0 ? '' : stderr || `xmllint exited ${exitCode}`;
}

/** What `xmllint --noout` says of a document: '' when it reads it as well-formed XML. */
export const xmllintErrors = (text: string) => xmllint([], text);

/** Apple's FCPXML DTDs kept as test fixtures, one per version (fixtures/fcpxml/README.md). */
const FCPXML_DTDS = fileURLToPath(new URL('../fixtures/fcpxml/', import.meta.url));

/**
 * What `xmllint --dtdvalid` says of an FCPXML document against Apple's DTD of the version the
 * document declares ('' when valid), as Final Cut Pro checks an import.
 */
export function fcpxmlDtdErrors(text: string) {
  const version = /<fcpxml\s[^>]*version="(\d+)\.(\d+)"/.exec(text);
  if (!version) return 'no <fcpxml version="…"> in the document';
  const dtd = path.join(FCPXML_DTDS, `FCPXMLv${version[1]}_${version[2]}.dtd`);
  if (!existsSync(dtd)) return `no DTD for FCPXML ${version[1]}.${version[2]} in ${FCPXML_DTDS}`;
  return xmllint(['--dtdvalid', dtd], text);
}

/**
 * What XML 1.0 cannot carry at all, not even as a character reference (its `Char` production):
 * C0 controls other than tab, line feed and carriage return; U+FFFE and U+FFFF; a surrogate
 * without its pair. A note pasted from a word processor (a vertical tab for a line break) or a
 * file name from a camera can hold them, and one is enough for an editing suite to refuse the file.
 */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is what it is for.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text with what XML 1.0 cannot carry removed: for a value that is encoded further (a URL) before `xmlText`. */
export const xmlChars = (text: string) => text.replace(NOT_XML, '');

const REFERENCES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // As references, since a parser turns a literal tab or line break in an attribute into a space.
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/**
 * Any text as an element's content or a quoted attribute value alike: what XML cannot carry
 * removed, markup escaped, tabs and line breaks kept. Every XML the product writes goes through it.
 */
export const xmlText = (text: string) => xmlChars(text).replace(/[&<>"'\t\n\r]/g, (c) => REFERENCES[c] as string);

/** A byte-order mark: without it Excel reads UTF-8 as the local code page and garbles Chinese names. */
const BOM = '\uFEFF';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, its quotes doubled.
 * A text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is led by an apostrophe,
 * since creators choose their own names (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null | undefined) {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV document: BOM, CRLF line ends. */
export function toCsv(rows: (string | number | null | undefined)[][]) {
  return `${BOM}${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

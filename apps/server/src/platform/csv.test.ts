import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV cells', () => {
  it('should quote a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-3)).toBe('-3');
  });

  it('should keep a spreadsheet from running a text as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-2,x')).toBe(`"'-2,x"`);
  });

  it('should start with a BOM and end each line with CRLF', () => {
    expect(
      toCsv([
        ['a', 1],
        ['王', 2],
      ]),
    ).toBe('\uFEFFa,1\r\n王,2\r\n');
  });
});

import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './waitlist-csv';

describe('waitlist CSV', () => {
  it('leaves plain fields alone and writes null as empty', () => {
    expect(csvCell('ada@example.com')).toBe('ada@example.com');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('Lovelace, Ada')).toBe('"Lovelace, Ada"');
    expect(csvCell('Ada "the Countess"')).toBe('"Ada ""the Countess"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('prefixes a cell that a spreadsheet would run as a formula with a quote mark', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    );
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    // only the start counts
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('ends each record with CRLF', () => {
    expect(csvRow(['a', null, 'c, d'])).toBe('a,,"c, d"\r\n');
  });
});

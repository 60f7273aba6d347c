import { describe, expect, it } from 'vitest';
import { csvCell, feedbackToCsv } from './feedbackCsv';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it("quotes every common locale's separator, so no split can start a cell with a formula", () => {
    expect(csvCell('fine;=1+1')).toBe('"fine;=1+1"');
    expect(csvCell('fine;=HYPERLINK("http://evil")')).toBe('"fine;=HYPERLINK(""http://evil"")"');
    expect(csvCell('a\t=1+1')).toBe('"a\t=1+1"');
    expect(csvCell('a|=1+1')).toBe('"a|=1+1"');
    expect(csvCell('one\rline')).toBe('"one\rline"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1')).toBe(`'+1`);
    expect(csvCell('@sum')).toBe(`'@sum`);
  });
});

describe('feedbackToCsv', () => {
  it('writes a header and one row per record', () => {
    expect(
      feedbackToCsv([
        {
          id: 7,
          createdAt: '2025-01-02T03:04:05.000Z',
          pathname: '/x/introduction',
          section: null,
          rating: 'no',
          comment: '<script>alert(1)</script>, really',
          language: 'en',
          productId: 'x',
          version: '6',
        },
      ]),
    ).toBe(
      'id,created_at,pathname,section,rating,comment,language,product_id,version\r\n' +
        '7,2025-01-02T03:04:05.000Z,/x/introduction,,no,"<script>alert(1)</script>, really",en,x,6\r\n',
    );
  });
});

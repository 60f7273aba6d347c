import type { FeedbackRecord } from '../../src/feedback/feedbackContract';

const COLUMNS: ReadonlyArray<[string, (record: FeedbackRecord) => string | number | null]> = [
  ['id', (record) => record.id],
  ['created_at', (record) => record.createdAt],
  ['pathname', (record) => record.pathname],
  ['section', (record) => record.section],
  ['rating', (record) => record.rating],
  ['comment', (record) => record.comment],
  ['language', (record) => record.language],
  ['product_id', (record) => record.productId],
  ['version', (record) => record.version],
];

/**
 * What makes a cell need quotes: a quote, a line break, or the separator of any
 * common locale (`,` most places, `;` where the comma is the decimal mark, a tab,
 * `|`). A spreadsheet that splits on `;` must never see `a;=cmd` as two cells.
 */
const NEEDS_QUOTES = /[",;\t|\r\n]/;

/**
 * One CSV cell (RFC 4180). Text a spreadsheet would run as a formula (starting
 * with = + - @ or a tab) gets a leading `'`, so opening an export runs nothing;
 * text holding any common separator is quoted.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) {
    return '';
  }
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) {
    text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Every record as CSV with a header row and CRLF line ends. */
export function feedbackToCsv(records: readonly FeedbackRecord[]): string {
  const lines = [COLUMNS.map(([name]) => name).join(',')];
  for (const record of records) {
    lines.push(COLUMNS.map(([, read]) => csvCell(read(record))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

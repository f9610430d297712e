/**
 * CSV as RFC 4180 writes it: CRLF line ends; a field holding a comma, a double quote, CR or LF
 * goes in double quotes, its quotes doubled.
 */

// Spreadsheets run a cell that starts with one of these as a formula (OWASP "CSV injection"):
// = + - @, and tab and CR, which some of them skip before looking
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: null is empty; a formula-like start gets a leading ' so it stays text. */
export const csvCell = (value: string | null): string => {
  if (value === null) return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** One record, with its line end. */
export const csvRow = (values: readonly (string | null)[]): string =>
  `${values.map(csvCell).join(',')}\r\n`;

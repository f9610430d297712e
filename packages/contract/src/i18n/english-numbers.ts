// A page's first Intl.NumberFormat loads ICU's number data: 35–45 ms of main thread on
// Lighthouse's mobile CPU (4×: 150–180 ms, the largest single item in a series page's load
// profile). English, the default, writes prices and compact counts with nothing to look up, so
// these write them without Intl; anything they cannot write exactly as Intl would is left to it
// (undefined). english-numbers.test.ts holds them to Intl's output.

/**
 * Locales written without Intl (these numbers, and format-date.ts's dates): English as the app
 * and the server name it.
 */
const ENGLISH = new Set(['en', 'en-US']);

export const isEnglishLocale = (locale: string): boolean => ENGLISH.has(locale);

/** 1234567 → "1,234,567" (a non-negative safe integer). */
const grouped = (whole: number): string => {
  const digits = String(whole);
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) {
    out = digits.slice(Math.max(0, end - 3), end) + (out ? `,${out}` : '');
  }
  return out;
};

/**
 * US dollars in English, as `Intl.NumberFormat('en', { style: 'currency', currency: 'USD',
 * minimumFractionDigits })` writes them: "$30" for whole amounts, "$1,234.50" otherwise.
 * Undefined for what would need rounding (more than cents), negatives and huge amounts.
 */
export function englishUsd(dollars: number): string | undefined {
  if (!(dollars >= 0) || dollars > 1e12) return undefined;
  if (Number.isInteger(dollars)) return `$${grouped(dollars)}`;
  const cents = Math.round(dollars * 100);
  // a value with more than cents (its shortest form) would be rounded: Intl's rules, not ours
  if (cents / 100 !== dollars) return undefined;
  return `$${grouped(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

const COMPACT_UNITS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/**
 * A count in English compact notation with at most one decimal, as `Intl.NumberFormat('en',
 * { notation: 'compact', maximumFractionDigits: 1 })` writes it: 999 → "999", 1234 → "1.2K",
 * 12345 → "12.3K", 999950 → "1M". Undefined for negatives, fractions and counts past 10¹⁵.
 */
export function englishCompact(count: number): string | undefined {
  if (!Number.isSafeInteger(count) || count < 0 || count >= 1e15) return undefined;
  if (count < 1000) return String(count);
  for (const [index, unit] of COMPACT_UNITS.entries()) {
    if (count < unit.size) continue;
    // tenths of the unit, rounded half up on the exact integer (no binary fraction involved)
    const tenths = Math.floor((count * 10 + unit.size / 2) / unit.size);
    // 999,950 is 1,000.0K: written in the next unit up, as Intl does
    const larger = COMPACT_UNITS[index - 1];
    if (tenths >= 10_000 && larger) return englishCompact(larger.size);
    const whole = Math.floor(tenths / 10);
    const tenth = tenths % 10;
    return `${whole}${tenth ? `.${tenth}` : ''}${unit.suffix}`;
  }
  return undefined;
}

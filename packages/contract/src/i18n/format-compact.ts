import { englishCompact, isEnglishLocale } from './english-numbers';

/**
 * Counts in compact notation, `locale`'s way ("1.2K"; "1,2 mil" in pt-BR), at most one decimal.
 * English ones without Intl (english-numbers.ts); its formatter is made only when one needs it.
 */
export function compactCounter(locale: string): (count: number) => string {
  let formatter: Intl.NumberFormat | undefined;
  const viaIntl = (count: number) =>
    (formatter ??= new Intl.NumberFormat(locale, {
      notation: 'compact',
      maximumFractionDigits: 1,
    })).format(count);
  return isEnglishLocale(locale) ? (count) => englishCompact(count) ?? viaIntl(count) : viaIntl;
}

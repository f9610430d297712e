import { englishUsd, isEnglishLocale } from './english-numbers';

// one formatter per locale and cents-or-not: making an Intl.NumberFormat costs far more than
// using one, and a priced series' page writes dozens of prices in its first render
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Prices: US dollars written `locale`'s way ("$4.99"; "US$ 4,99" in pt-BR), whole amounts without
 * cents ("$30"). The pages, the server's first paints and its mails write them alike.
 */
export function formatUsd(dollars: number, locale: string): string {
  // English needs no Intl for it: its first use is a page load's costliest call (english-numbers.ts)
  const english = isEnglishLocale(locale) ? englishUsd(dollars) : undefined;
  if (english !== undefined) return english;
  const cents = Number.isInteger(dollars) ? 0 : 2;
  const key = `${locale}|${cents}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: cents,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(dollars);
}

/**
 * Prices: US dollars written `locale`'s way ("$4.99"; "US$ 4,99" in pt-BR), whole amounts without
 * cents ("$30"). The pages, the server's first paints and its mails write them alike.
 */
export const formatUsd = (dollars: number, locale: string): string =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  }).format(dollars);

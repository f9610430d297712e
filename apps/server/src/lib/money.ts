/** US dollars, for display; amounts are kept and charged in cents. */
export const centsToDollars = (cents: number): number => cents / 100;

/**
 * The renderer's first `Intl.NumberFormat` loads ICU's list of the locales it can format: 15 ms
 * of main thread on a fast desktop, 60 ms on Lighthouse's mobile CPU, whichever locale asks. An
 * English first render formats no number with `Intl`, but a catalog's plural does (`{0, plural,
 * one {# episodio} …}` writes `#` the locale's way), so in another locale that cost landed inside
 * the first render's long task (docs/product/i18n.md#how-it-works). Paid here, in a task of its
 * own while the page's code and data are still on their way, it is one short task instead.
 */
export const warmFormats = (locale: string): Promise<void> =>
  new Promise((resolve) =>
    setTimeout(() => {
      try {
        // what a plural message uses: the locale's plural rules and its number format
        new Intl.PluralRules(locale).select(1);
        new Intl.NumberFormat(locale).format(1);
      } catch {
        // only a head start: the messages make their own formats when they need them
      }
      resolve();
    }, 0),
  );

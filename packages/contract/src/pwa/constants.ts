/** The install prompt's figures and what it keeps in the browser (docs/product/pwa.md). */

/**
 * How long 'Not now' with the month checkbox hides the prompt; screens narrower than
 * `mobileMaxWidth` get it.
 */
export const INSTALL_PROMPT = { dismissalMs: 2_592_000_000, mobileMaxWidth: 768 } as const;

/**
 * The install prompt's two localStorage items (docs/product/pwa.md#what-the-browser-keeps): when
 * 'Not now' was chosen with the month checkbox (epoch milliseconds), and that the app was
 * installed ('true').
 */
export const PWA_STORAGE_KEYS = {
  dismissedAt: 'reelforge.installPrompt.dismissedAt',
  installed: 'reelforge.installPrompt.installed',
} as const;

/**
 * The shell's constants (docs/product/shell.md): how the server's web shell hands the app its
 * code, and the test-access code.
 */

/**
 * On the pages that paint something before the app (/: the home shell's hero image; /play: the
 * early start's first frame), the server lists the app's code (and on /, its stylesheets) in a
 * JSON script with this id instead of loading them at once; the entry loads them once that
 * first paint is up.
 */
export const DEFERRED_ASSETS_ID = 'deferred-assets';

/** The JSON in the DEFERRED_ASSETS_ID script: same-origin paths. */
export type DeferredAssets = { modules: string[]; styles: string[] };

/**
 * The value of the `access` query parameter that shows the test-access banner
 * (docs/product/shell.md#test-access-banner), when the web build sets no VITE_TEST_ACCESS_CODE.
 * It is a feature flag for testers, not a secret: anything in the web bundle is public.
 */
export const DEFAULT_TEST_ACCESS_CODE = 'reelforge-test';

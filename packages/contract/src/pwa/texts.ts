import { PRODUCT_NAME } from '../common/constants';
import { defineTexts } from '../common/texts';

/** What the installable app says (docs/product/pwa.md): the mobile install prompt. */
export const PWA_TEXTS = /* @__PURE__ */ defineTexts('pwa', {
  installPrompt: {
    /** The 'Install' heading with the product's name (docs/product/pwa.md). */
    heading: `Install ${PRODUCT_NAME}`,
    body: 'Add it to your home screen: it opens full screen, like any app.',
    installApp: 'Install App',
    notNow: 'Not now',
    dontShowForMonth: "Don't show this for a month",
    /** iOS has no install event: the banner lists Safari's steps instead of Install App. */
    iosIntro: 'To install it on your iPhone or iPad:',
    iosSteps: ['Tap Share in Safari', 'Choose Add to Home Screen', 'Tap Add'],
  },
});

/**
 * The web manifest's words (docs/product/pwa.md#web-manifest), one manifest per locale
 * (apps/web/build/pwa.ts). The description is also the page's meta description (index.html, and
 * the server's copy of it in each locale). Only the build and the server read this tree: the
 * browser's code never imports it, so its catalogs' chunks carry it but no page's code does.
 */
export const PWA_MANIFEST_TEXTS = /* @__PURE__ */ defineTexts('pwaManifest', {
  /** The install dialog's and the app switcher's name. */
  name: `${PRODUCT_NAME}: short dramas`,
  /** Under an icon on a home screen: a dozen characters at most. */
  shortName: PRODUCT_NAME,
  description: `${PRODUCT_NAME}: stream short dramas, series and movies. Vertical episodes of one to three minutes, new every week.`,
});

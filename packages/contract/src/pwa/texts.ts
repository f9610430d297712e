import { PRODUCT_NAME } from '../common/constants';
import { defineTexts } from '../common/texts';

/**
 * What the installable app says (docs/product/pwa.md): the mobile install prompt. The web
 * manifest's name is PRODUCT_NAME and its description the page's own (apps/web/build/pwa.ts).
 */
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

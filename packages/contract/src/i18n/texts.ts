import { defineTexts } from '../common/texts';

/** The language menu's words (docs/product/i18n.md#choosing); each language is named in itself. */
export const I18N_TEXTS = /* @__PURE__ */ defineTexts('i18n', {
  language: 'Language',
});

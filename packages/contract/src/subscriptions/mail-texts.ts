import { defineTexts } from '../common/texts';
import { PRODUCT_NAME } from '../common/constants';

/**
 * The renewal reminder mail (docs/product/subscriptions.md#reminders), written in the account's
 * language: the server reads it through its catalogs. The date and the price come written.
 */
export const RENEWAL_MAIL_TEXTS = /* @__PURE__ */ defineTexts('renewalMail', {
  subject: (date: string) => `Your ${PRODUCT_NAME} plan renews on ${date}`,
  hello: (username: string) => `Hello ${username},`,
  monthly: (date: string, price: string) =>
    `Your Monthly Premium plan renews on ${date}, for ${price} for the next 30 days.`,
  annual: (date: string, price: string) =>
    `Your Annual Premium plan renews on ${date}, for ${price} for the next year.`,
  cancelHint:
    'Nothing to do if you want to keep it. To stop it renewing, cancel on your subscription page: you keep access until that date.',
  testMode: 'Test mode: no card is charged.',
});

import { defineTexts } from '../common/texts';

/** Web Push's words (docs/product/notifications.md#web-push): refusals and the device setting. */
export const PUSH_TEXTS = /* @__PURE__ */ defineTexts('push', {
  badEndpoint: 'The push endpoint must be an https URL of a push service',
  badKeys: 'The push subscription keys are not valid',
  /** A push about an inbox entry of a kind that has no words of its own here. */
  generic: 'You have a new notification',
  /** A refund's push: the inbox's words are its title. */
  refundBody: 'The coins are back in your wallet.',
  /** A renewal reminder's push: the inbox's words are its title. */
  renewalBody: 'To stop it renewing, cancel on your subscription page.',
  // the setting on /notifications
  settingTitle: 'Push notifications on this device',
  settingOn: 'This device gets a notification when a series you follow has a new episode.',
  settingOff: 'Turn them on to hear about new episodes even when the app is closed.',
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  blocked: 'Notifications are blocked for this site in your browser settings.',
  unsupported: 'This browser cannot show push notifications.',
  failed: 'Could not change push notifications. Please try again.',
});

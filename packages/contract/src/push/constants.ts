/** Web Push's limits and what the browser keeps (docs/product/notifications.md#web-push). */
export const PUSH = {
  /** Devices per user; a new one past this drops the one not seen for longest. */
  maxSubscriptionsPerUser: 10,
  /** Real push services' endpoints are 150–400 characters. */
  maxEndpointLength: 1000,
  /**
   * Characters of a push's title and body: the encrypted body must stay within the 4,096 bytes
   * every push service accepts (RFC 8030 §7.2), in any script.
   */
  maxTitleChars: 120,
  maxBodyChars: 240,
} as const;

/**
 * The one localStorage item of Web Push: `declined` once the browser's permission prompt was
 * refused or dismissed (the Follow button asks no more), `off` once push was turned off on
 * /notifications for this device. Turning it on there removes it.
 */
export const PUSH_STORAGE_KEY = 'reelforge.push';
export type PushDeviceChoice = 'declined' | 'off';

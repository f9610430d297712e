import { z } from 'zod';
import { PUSH } from './constants';

// base64url of a 65-byte uncompressed P-256 point (87 characters) and of 16 bytes (22), with or
// without the padding some browsers add
const P256DH = /^[A-Za-z0-9_-]{87}=?$/;
const AUTH = /^[A-Za-z0-9_-]{22}(==)?$/;

/**
 * POST /api/push/subscriptions: the browser's PushSubscription as its toJSON() gives it. The
 * server also checks the endpoint (https, a public host) and that p256dh is a P-256 point.
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.string().min(1).max(PUSH.maxEndpointLength),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(P256DH, 'p256dh must be a base64url P-256 public key'),
    auth: z.string().regex(AUTH, 'auth must be a base64url 16-byte secret'),
  }),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBodySchema>;

/** DELETE /api/push/subscriptions: the device's endpoint. */
export const pushEndpointBodySchema = z
  .object({ endpoint: z.string().min(1).max(PUSH.maxEndpointLength) })
  .strict();
export type PushEndpointBody = z.input<typeof pushEndpointBodySchema>;

/** Whether this endpoint now gets the caller's pushes. */
export const pushSubscriptionStateSchema = z.object({ subscribed: z.boolean() });
export type PushSubscriptionState = z.infer<typeof pushSubscriptionStateSchema>;

/** The server's VAPID public key (65 bytes, base64url): the browser's applicationServerKey. */
export const vapidPublicKeySchema = z.object({ publicKey: z.string() });
export type VapidPublicKey = z.infer<typeof vapidPublicKeySchema>;

/**
 * What a push carries, encrypted to the device (RFC 8291): the service worker shows `title` and
 * `body`, and a click opens `url` (a path of this site). `id` is the inbox entry's.
 */
export const pushPayloadSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string().startsWith('/'),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

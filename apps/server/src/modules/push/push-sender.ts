import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import type { VapidKeys } from '../../config';
import { checkEndpoint, isAllowedAddress, type EndpointPolicy } from './push-endpoint';

/** A device as stored: where its pushes go and the keys they are encrypted to. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * What became of one push: `sent`; `gone` (404/410: the browser dropped the subscription, so do
 * we); `retry` (429, 5xx, a network error: later, no sooner than `afterMs` when the push service
 * said so); `refused` (any other answer: retrying cannot help); `blocked` (an endpoint the server
 * must never call, or a name that resolves to no public address).
 */
export type PushOutcome =
  | { status: 'sent' }
  | { status: 'gone'; code: number }
  | { status: 'retry'; reason: string; afterMs: number }
  | { status: 'refused'; reason: string }
  | { status: 'blocked'; reason: string };

export type PushSenderOptions = EndpointPolicy & {
  vapid: VapidKeys;
  subject: string;
  /** Seconds a push service keeps an undelivered push (the TTL header). */
  ttlSeconds?: number;
  timeoutMs?: number;
  /** How names are resolved (node:dns by default; a test's own answer). */
  resolve?: typeof dnsLookup;
};

// a VAPID JWT may live 24 h (RFC 8292 §2); signed once per push service and reused for 11 h
const VAPID_JWT_SECONDS = 12 * 3600;
const VAPID_REUSE_MS = 11 * 3600_000;

class BlockedAddressError extends Error {}

/** Seconds of a Retry-After header (a delay or a date), in ms; 0 when absent or unreadable. */
const retryAfterMs = (header: string | string[] | undefined): number => {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return 0;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? 0 : Math.max(0, date - Date.now());
};

/**
 * Sends one encrypted push (RFC 8291 aes128gcm, VAPID RFC 8292) with the web-push library's
 * encryption and headers, over our own request: web-push's own sender speaks https only and
 * resolves names without asking us, and every connection here must pass the address check of
 * push-endpoint.ts. Connections are kept alive per push service.
 */
export class PushSender {
  private readonly vapidHeaders = new Map<string, { header: string; until: number }>();
  private readonly agents: { http: http.Agent; https: https.Agent };
  private readonly lookup: LookupFunction;

  constructor(private readonly options: PushSenderOptions) {
    const policy = { allowLoopback: options.allowLoopback };
    this.lookup = (hostname, lookupOptions, callback) => {
      const resolve = options.resolve ?? dnsLookup;
      resolve(
        hostname,
        { ...lookupOptions, all: true } as LookupOptions & { all: true },
        (error, found) => {
          if (error) return callback(error, '', 0);
          const allowed = (found as LookupAddress[]).filter((a) =>
            isAllowedAddress(a.address, policy),
          );
          if (allowed.length === 0) {
            return callback(
              new BlockedAddressError(`${hostname} resolves to no public address`),
              '',
              0,
            );
          }
          if ((lookupOptions as { all?: boolean }).all) {
            return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
          }
          return callback(null, allowed[0]!.address, allowed[0]!.family);
        },
      );
    };
    const agent = { keepAlive: true, maxSockets: 64, lookup: this.lookup };
    this.agents = { http: new http.Agent(agent), https: new https.Agent(agent) };
  }

  /** The Authorization header for a push service's origin, signed once per origin and period. */
  private authorization(audience: string): string {
    const cached = this.vapidHeaders.get(audience);
    if (cached && cached.until > Date.now()) return cached.header;
    const { vapid, subject } = this.options;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      Math.floor(Date.now() / 1000) + VAPID_JWT_SECONDS,
    );
    this.vapidHeaders.set(audience, { header: Authorization, until: Date.now() + VAPID_REUSE_MS });
    return Authorization;
  }

  async send(target: PushTarget, payload: string): Promise<PushOutcome> {
    const url = checkEndpoint(target.endpoint, this.options);
    if (!url) return { status: 'blocked', reason: 'endpoint not allowed' };
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          TTL: this.options.ttlSeconds ?? 2 * 86_400,
          contentEncoding: 'aes128gcm',
          headers: { Authorization: this.authorization(url.origin) },
        },
      );
    } catch (error) {
      return { status: 'refused', reason: `cannot encrypt: ${(error as Error).message}` };
    }
    const secure = url.protocol === 'https:';
    return new Promise<PushOutcome>((resolve) => {
      const request = (secure ? https : http).request(
        {
          hostname: url.hostname.replace(/^\[|\]$/g, ''),
          port: url.port || (secure ? 443 : 80),
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          headers: details.headers as http.OutgoingHttpHeaders,
          // the agents resolve names through the address check; an IP literal is never looked
          // up, and checkEndpoint checked it above
          agent: secure ? this.agents.https : this.agents.http,
          timeout: this.options.timeoutMs ?? 10_000,
        },
        (response) => {
          // the answer's body is not needed: drained, never buffered
          response.resume();
          response.once('end', () => resolve(this.outcomeOf(response)));
          response.once('error', (error) =>
            resolve({ status: 'retry', reason: error.message, afterMs: 0 }),
          );
        },
      );
      request.once('timeout', () => request.destroy(new Error('push service timed out')));
      request.once('error', (error) =>
        resolve(
          error instanceof BlockedAddressError
            ? { status: 'blocked', reason: error.message }
            : { status: 'retry', reason: error.message, afterMs: 0 },
        ),
      );
      request.end(details.body);
    });
  }

  private outcomeOf(response: http.IncomingMessage): PushOutcome {
    const code = response.statusCode ?? 0;
    if (code >= 200 && code < 300) return { status: 'sent' };
    if (code === 404 || code === 410) return { status: 'gone', code };
    if (code === 429 || code >= 500) {
      return {
        status: 'retry',
        reason: `push service answered ${code}`,
        afterMs: retryAfterMs(response.headers['retry-after']),
      };
    }
    return { status: 'refused', reason: `push service answered ${code}` };
  }

  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }
}

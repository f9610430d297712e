import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const cspFor = (config: Config): string => {
  const s3 = config.s3?.publicUrl ? ` ${config.s3.publicUrl}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${s3}`,
    `media-src 'self' blob:${s3}`,
    `connect-src 'self'${s3}`,
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
};

/**
 * The security headers (docs/decisions.md#responses-and-headers: CSP, HSTS, nosniff, framing,
 * referrer) every answer carries, the media fast path's included.
 */
export const securityHeadersFor = (config: Config): Readonly<Record<string, string>> => ({
  'content-security-policy': cspFor(config),
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
});

/**
 * The security headers as one header object computed at start-up. @fastify/helmet computes its
 * set per request and halved the throughput of small API answers (measured: 21.8k → 10.9k req/s
 * on a bare route).
 */
export const registerSecurityHeaders = (app: FastifyInstance, config: Config): void => {
  const headers = securityHeadersFor(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
};

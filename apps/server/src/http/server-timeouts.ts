import type { Server } from 'node:http';
import { UPLOADS } from '@app/contract';

/** The slowest upload we wait for: 500 MB at this rate takes 1,000 s. */
const SLOWEST_UPLOAD_BYTES_PER_SECOND = 512 * 1024;

/**
 * How long a client may take (docs/decisions.md#uploads-and-media). Node's defaults are no limit
 * on a request (Fastify sets 0) and a minute for headers, so a slow sender could hold a socket,
 * and a temporary file, for as long as it liked.
 */
export const SERVER_TIMEOUTS = {
  /** The request line and headers. */
  headersMs: 30_000,
  /** A whole request, body included: the largest video at the slowest rate, with room. */
  requestMs: Math.ceil(UPLOADS.videoMaxBytes / SLOWEST_UPLOAD_BYTES_PER_SECOND) * 1000,
  /** An upload's body may pause this long between two chunks (the upload receivers). */
  uploadIdleMs: 60_000,
} as const;

export type ServerTimeouts = { headersMs: number; requestMs: number };

/** Sets a listening server's limits; Node checks them every `connectionsCheckingInterval`. */
export const applyServerTimeouts = (
  server: Server,
  timeouts: ServerTimeouts = SERVER_TIMEOUTS,
): void => {
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
};

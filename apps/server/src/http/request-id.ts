import { randomUUID } from 'node:crypto';

// a UUID, a load balancer's trace id: letters, digits, '-' and '_' (docs/decisions.md#responses-and-headers)
const CLIENT_REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The id a request is logged and answered under: the client's `x-request-id` when it is a plain
 * token of at most 64 characters, else a new UUID. The header is echoed and written to every log
 * line, so anything else (newlines, markup, a megabyte) is dropped rather than passed on.
 */
export const requestIdFor = (header: string | string[] | undefined): string =>
  typeof header === 'string' && CLIENT_REQUEST_ID.test(header) ? header : randomUUID();

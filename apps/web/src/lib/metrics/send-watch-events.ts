import { type WatchEventInput, watchEventsRoute } from '@app/contract';
import { currentAccessToken } from '../api-client';
import { getStoredTokens } from '../auth/session-store';
import type { SendOptions } from './event-queue';

/** A non-2xx answer is an error carrying the HTTP status and status text. */
export class MetricsHttpError extends Error {
  override readonly name = 'MetricsHttpError';

  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`HTTP ${status}: ${statusText}`);
  }
}

/**
 * POST a batch of watch events. fetch with keepalive outlives the page (like sendBeacon) and,
 * unlike sendBeacon, carries the bearer, so the server files the position under the user.
 * When the page is going away there is no time to refresh an expired token first.
 */
export async function sendWatchEvents(
  batch: readonly WatchEventInput[],
  { unloading }: SendOptions,
): Promise<void> {
  const token = unloading ? (getStoredTokens()?.access_token ?? null) : await currentAccessToken();
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(watchEventsRoute.path, {
    method: 'POST',
    headers,
    body: JSON.stringify(batch),
    keepalive: true,
    credentials: 'omit',
  });
  if (!response.ok) throw new MetricsHttpError(response.status, response.statusText);
}

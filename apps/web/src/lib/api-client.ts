import {
  type ApiBody,
  type ApiResponse,
  AUTH_TEXTS,
  buildPath,
  errorBodySchema,
  refreshRoute,
  type RouteDef,
  sendsBearer,
} from '@app/contract';
import type { z } from 'zod';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { clearSession, getStoredTokens, storeSession } from './auth/session-store';

/** Path parameters of a route, as its params schema takes them. */
export type ApiParams<R extends RouteDef> = R extends { params: infer P extends z.ZodType }
  ? z.input<P>
  : undefined;

/** Query parameters of a route, as its querystring schema takes them (before coercion). */
export type ApiQuery<R extends RouteDef> = R extends { querystring: infer Q extends z.ZodType }
  ? z.input<Q>
  : never;

export type ApiRequestInit<R extends RouteDef = RouteDef> = {
  signal?: AbortSignal;
  /** Appended as ?a=b; undefined values are left out. */
  query?: ApiQuery<R>;
};

type ApiArgs<R extends RouteDef> =
  ApiParams<R> extends undefined
    ? [params?: undefined, init?: ApiRequestInit<R>]
    : [params: ApiParams<R>, init?: ApiRequestInit<R>];

/**
 * GET a contract route and return its body parsed by the route's response schema. The bearer
 * goes with it as the route's access rule says (`sendsBearer`). Throws ApiError for non-2xx
 * answers and network failures.
 */
export function apiGet<R extends RouteDef & { method: 'GET' }>(
  route: R,
  ...args: ApiArgs<R>
): Promise<ApiResponse<R>> {
  // the signature checks the arguments per route; inside, every route looks alike
  const [params, init] = args as [Record<string, string> | undefined, ApiRequestInit?];
  return requestRoute(route, params, undefined, init) as Promise<ApiResponse<R>>;
}

/** POST a body (the route's schema input) to a contract route; answers as apiGet does. */
export function apiPost<R extends RouteDef & { method: 'POST' }>(
  route: R,
  body: ApiBody<R>,
  ...args: ApiArgs<R>
): Promise<ApiResponse<R>> {
  const [params, init] = args as [Record<string, string> | undefined, ApiRequestInit?];
  return requestRoute(route, params, body, init) as Promise<ApiResponse<R>>;
}

type RouteParams<R> = R extends { params: infer P extends z.ZodType } ? z.input<P> : undefined;
type RouteQuery<R> = R extends { querystring: infer Q extends z.ZodType } ? z.input<Q> : undefined;
type RouteBody<R> = R extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;

/** What `apiCall` takes: `params` and `body` exactly when the route has them. */
export type ApiCallOptions<R extends RouteDef> = {
  signal?: AbortSignal;
  /** Appended as ?a=b; undefined values are left out. */
  query?: RouteQuery<R>;
} & (RouteParams<R> extends undefined ? { params?: undefined } : { params: RouteParams<R> }) &
  (RouteBody<R> extends undefined ? { body?: undefined } : { body: RouteBody<R> });

/** Call a contract route of any method with its parts named; answers and throws as apiGet does. */
export function apiCall<R extends RouteDef>(
  route: R,
  ...[options]: object extends ApiCallOptions<R> ? [ApiCallOptions<R>?] : [ApiCallOptions<R>]
): Promise<z.infer<R['response']>> {
  const { params, body, signal, query } = (options ?? {}) as {
    params?: Record<string, string>;
    body?: unknown;
    signal?: AbortSignal;
    query?: object;
  };
  return requestRoute(route, params, body, { signal, query }) as Promise<z.infer<R['response']>>;
}

async function requestRoute(
  route: RouteDef,
  params: Record<string, string> | undefined,
  body: unknown,
  init: { signal?: AbortSignal; query?: object } | undefined,
): Promise<unknown> {
  const path = withQuery(buildPath(route.path, params), init?.query);
  const response = sendsBearer(route)
    ? await sendWithBearer(route.method, path, body, init)
    : await send(route.method, path, body, undefined, init);

  if (!response.ok) throw await toApiError(response);

  // a dev server or CDN may answer index.html for an unknown /api path: that is no contract body
  const json: unknown = await response.json().catch(() => undefined);
  const parsed = route.response.safeParse(json);
  if (!parsed.success) {
    throw new Error(`${route.method} ${path}: the answer does not match the contract`, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

function withQuery(path: string, query: object | undefined): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const encoded = search.toString();
  return encoded ? `${path}?${encoded}` : path;
}

type SendInit = {
  signal?: AbortSignal;
  /** What the answer is to be; JSON unless said (a download's CSV). */
  accept?: string;
};

/**
 * Send with the signed-in user's bearer; after a 401, once more with a fresh token. Every call
 * of a route with a bearer goes through here, and so do downloads (api-download.ts).
 */
export async function sendWithBearer(
  method: string,
  path: string,
  body: unknown,
  init: SendInit | undefined,
): Promise<Response> {
  const bearer = await currentAccessToken();
  const response = await send(method, path, body, bearer ?? undefined, init);
  if (response.status !== 401 || !bearer) return response;
  // once: a second 401 is the answer (a guest, or a token the server will not take)
  const token = await freshAccessToken(bearer);
  return send(method, path, body, token ?? undefined, init);
}

async function send(
  method: string,
  path: string,
  body: unknown,
  accessToken: string | undefined,
  init: SendInit | undefined,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: init?.accept ?? 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // the bearer is the sign-in access token (docs/decisions.md#authentication-header)
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  try {
    return await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: init?.signal,
    });
  } catch (error) {
    // a cancelled query is not a failure: let the caller see the AbortError
    if (init?.signal?.aborted) throw error;
    throw new ApiError(0, CLIENT_ERROR_CODES.network, AUTH_TEXTS.networkError);
  }
}

let refreshing: Promise<string | null> | null = null;

/**
 * An access token to retry with after `rejected` got a 401, or null when the user is a guest
 * now. Concurrent 401s share one refresh: a refresh token is single-use.
 */
function freshAccessToken(rejected: string): Promise<string | null> {
  const current = getStoredTokens();
  if (!current) return Promise.resolve(null);
  // another call refreshed while this one was in flight: its token is the fresh one
  if (current.access_token !== rejected) return Promise.resolve(current.access_token);
  refreshing ??= withRefreshLock(() => refreshSession(current.refresh_token)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Refresh this long before the access token's stated expiry: clocks and latency differ. */
const EXPIRY_MARGIN_MS = 30_000;

/**
 * The bearer to send: the stored access token, refreshed first when it is about to run out;
 * null for a guest. Routes with optional auth (comments, metrics, continue watching) take an
 * expired token as a guest's without a 401, so waiting for the 401 would not do. Exported for
 * calls made outside apiGet/apiPost (metrics sent with fetch keepalive).
 */
export async function currentAccessToken(now = Date.now()): Promise<string | null> {
  const tokens = getStoredTokens();
  if (!tokens) return null;
  if (tokens.expires_at - EXPIRY_MARGIN_MS > now) return tokens.access_token;
  // a failed refresh (offline) leaves the old token: the call goes out as it would have
  return freshAccessToken(tokens.access_token).catch(() => tokens.access_token);
}

async function refreshSession(refreshToken: string): Promise<string | null> {
  const stored = getStoredTokens();
  if (!stored) return null;
  // another tab refreshed while we waited for the lock: spending the old token would revoke all
  if (stored.refresh_token !== refreshToken) return stored.access_token;
  try {
    const answer = await apiPost(refreshRoute, { refresh_token: refreshToken });
    storeSession(answer.data);
    return answer.data.access_token;
  } catch (error) {
    // offline or a server fault says nothing about the session: keep it, fail this call
    if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) throw error;
    clearSession();
    return null;
  }
}

/** Tabs share the stored refresh token, so they take turns refreshing it (Web Locks API). */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (!('locks' in navigator)) return task();
  // lib.dom types the result as Promise<Promise<T>>; a promise never resolves to a promise
  return navigator.locks.request('reelforge.refresh', task) as Promise<T>;
}

/** A refused answer as the ApiError callers see: the server's detail and code when it sent them. */
export async function toApiError(response: Response): Promise<ApiError> {
  // proxies and crashed upstreams answer HTML or nothing: keep the status either way
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) return new ApiError(response.status, parsed.data.code, parsed.data.detail);
  return new ApiError(
    response.status,
    CLIENT_ERROR_CODES.http,
    `Request failed with status code ${response.status}`,
  );
}

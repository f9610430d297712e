import {
  apiRoutes,
  buildPath,
  errorBodySchema,
  type ApiResponse,
  type ApiRouteName,
  type ApiRoutes,
} from '@app/contract';
import { ApiError } from './api-error';

type GetRouteName = {
  [N in ApiRouteName]: ApiRoutes[N]['method'] extends 'GET' ? N : never;
}[ApiRouteName];

/** Path parameters of a route, inferred from its params schema. */
export type ApiParams<N extends ApiRouteName> = ApiRoutes[N] extends {
  params: { parse: (...args: never[]) => infer P };
}
  ? P
  : undefined;

export type ApiRequestInit = { signal?: AbortSignal };

type ApiGetArgs<N extends ApiRouteName> =
  ApiParams<N> extends undefined
    ? [params?: undefined, init?: ApiRequestInit]
    : [params: ApiParams<N>, init?: ApiRequestInit];

/**
 * GET a contract route and return its body parsed by the route's response schema.
 * Throws ApiError for non-2xx answers and network failures.
 */
export async function apiGet<N extends GetRouteName>(
  name: N,
  ...args: ApiGetArgs<N>
): Promise<ApiResponse<N>> {
  // the signature checks the arguments per route; inside, every route looks alike
  const [params, init] = args as [Record<string, string> | undefined, ApiRequestInit?];
  const route = apiRoutes[name];
  const path = buildPath(route.path, params);

  let response: Response;
  try {
    response = await fetch(path, {
      method: route.method,
      headers: { Accept: 'application/json' },
      signal: init?.signal,
    });
  } catch (error) {
    // a cancelled query is not a failure: let the caller see the AbortError
    if (init?.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error');
  }

  if (!response.ok) throw await toApiError(response);

  // a dev server or CDN may answer index.html for an unknown /api path: that is no contract body
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = route.response.safeParse(body);
  if (!parsed.success) {
    throw new Error(`GET ${path}: the answer does not match the contract`, {
      cause: parsed.error,
    });
  }
  return parsed.data as ApiResponse<N>;
}

async function toApiError(response: Response): Promise<ApiError> {
  // proxies and crashed upstreams answer HTML or nothing: keep the status either way
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) return new ApiError(response.status, parsed.data.code, parsed.data.detail);
  return new ApiError(
    response.status,
    'HTTP_ERROR',
    `Request failed with status code ${response.status}`,
  );
}

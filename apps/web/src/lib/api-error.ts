/**
 * A failed API call. `status` 0 means the request never got an answer (offline, DNS, CORS).
 * Kept apart from the client so that code which only inspects errors (query retry rules)
 * does not pull the contract's schemas into the entry bundle.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Codes the client gives failures that carry no server body. */
export const CLIENT_ERROR_CODES = { network: 'NETWORK_ERROR', http: 'HTTP_ERROR' } as const;

let localize = (text: string): string => text;

/**
 * A text the server wrote in English (a `detail`, a success message), in the page's language
 * when it is one of the contract's texts; set by the catalog loader (docs/product/i18n.md).
 */
export const serverText = (text: string): string => localize(text);
export const setServerTextLocalizer = (next: (text: string) => string): void => {
  localize = next;
};

/** The server's own words for a failure (its `detail`), or null when its answer carried none. */
export const serverDetail = (error: unknown): string | null =>
  isApiError(error) &&
  error.status > 0 &&
  error.code !== CLIENT_ERROR_CODES.http &&
  error.detail.trim() !== ''
    ? localize(error.detail)
    : null;

/** 4xx answers will not change on a retry; 408 and 429 might. */
export const isRetryable = (error: unknown): boolean =>
  !isApiError(error) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

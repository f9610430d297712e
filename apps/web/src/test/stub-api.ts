import { vi } from 'vitest';

/** One call the code under test made, as the server would see it. */
export type RecordedRequest = {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
};

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Replace fetch for one test with a handler that sees method, path, Authorization and the JSON
 * body of each call; returns the list of calls (vitest's unstubGlobals restores fetch).
 */
export function stubApi(
  respond: (request: RecordedRequest) => Response | Promise<Response>,
): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const request: RecordedRequest = {
        method: init?.method ?? 'GET',
        path: input instanceof Request ? input.url : String(input),
        authorization: new Headers(init?.headers).get('Authorization'),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      requests.push(request);
      return Promise.resolve(respond(request));
    }),
  );
  return requests;
}

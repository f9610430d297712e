import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route, read by the server's guard and by the web client alike:
 * - `public`: everyone; the client sends no bearer (credential exchanges, whose own 401 must not
 *   look like an expired token, and reads that are the same for everyone, so they stay
 *   cacheable and match the page's preload hints);
 * - `optional`: everyone; with a bearer the answer is the caller's (comments' likes, My List);
 * - `user`: signed-in users (401 for guests);
 * - `editor`: editors (401 for guests, 403 for viewers).
 */
export type RouteAccess = 'public' | 'optional' | 'user' | 'editor';

/** A call that is not JSON in and out: a redirect, XML, a form post, an empty 204. */
export type RawRouteDef = {
  method: HttpMethod;
  /** Fastify-style path: `:name` marks a parameter. */
  path: string;
  access: RouteAccess;
  params?: z.ZodType;
  querystring?: z.ZodType;
};

/** A JSON call: its answer is `response`, with status 200 or one of `statuses`. */
export type RouteDef = RawRouteDef & {
  body?: z.ZodType;
  response: z.ZodType;
  /** Success statuses beside 200 that answer the same shape (e.g. 207 for a partial batch). */
  statuses?: readonly number[];
};

/** A route's answer, as its response schema gives it. */
export type ApiResponse<R extends RouteDef> = z.infer<R['response']>;

/** A route's request body as the caller writes it: the schema's input, before its transforms. */
export type ApiBody<R extends RouteDef> = R extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : never;

/** Whether the client sends the signed-in user's bearer on this route. */
export const sendsBearer = (route: RawRouteDef): boolean => route.access !== 'public';

/** Fill `:name` parameters of a route path. */
export const buildPath = (path: string, params: Record<string, string> = {}): string =>
  path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });

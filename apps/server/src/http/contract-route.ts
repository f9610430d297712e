import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  onRequestAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RawRouteDef, RouteAccess, RouteDef } from '@app/contract';
import { requireRole, requireUser } from './auth-guard';
import type { App } from './typed-app';

// One hook for every guard: onRequest, before the body is read, so a guest learns to sign in
// rather than what is wrong with the body. Every request carrying a bearer is authenticated
// (auth-guard.ts); `public` and `optional` let everyone in and leave `request.user` null for guests.
const guards: Record<RouteAccess, onRequestAsyncHookHandler | undefined> = {
  public: undefined,
  optional: undefined,
  user: requireUser,
  editor: requireRole('editor'),
};

type SchemaOf<R extends RawRouteDef> = {
  params: R extends { params: infer P } ? P : undefined;
  querystring: R extends { querystring: infer Q } ? Q : undefined;
  body: R extends { body: infer B } ? B : undefined;
  response: R extends { response: infer S } ? Record<number, S> : undefined;
  tags: string[];
};

/** A handler typed by the contract entry: request parts in, the response shape out. */
export type ContractHandler<R extends RawRouteDef> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<R>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

export type ContractRouteOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'logLevel'>;

// OpenAPI groups calls by the first path segment after /api: auth, comments, metrics…
const tagOf = (path: string) => path.split('/')[2] ?? 'api';

/**
 * Registers one call of the contract: method, path, schemas and the access rule all come from the
 * entry (`homeRoute`…). The only way API routes are added, so a test can hold the server to the
 * contract (test/contract-routes.test.ts).
 */
export function contractRoute<R extends RawRouteDef | RouteDef>(
  app: App,
  route: R,
  handler: ContractHandler<R>,
): void;
export function contractRoute<R extends RawRouteDef | RouteDef>(
  app: App,
  route: R,
  options: ContractRouteOptions,
  handler: ContractHandler<R>,
): void;
export function contractRoute<R extends RawRouteDef | RouteDef>(
  app: App,
  route: R,
  ...rest: [ContractHandler<R>] | [ContractRouteOptions, ContractHandler<R>]
): void {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  const json = 'response' in route ? (route as RouteDef) : undefined;
  const schema = {
    ...(route.params ? { params: route.params } : {}),
    ...(route.querystring ? { querystring: route.querystring } : {}),
    ...(json?.body ? { body: json.body } : {}),
    ...(json
      ? {
          response: Object.fromEntries(
            [200, ...(json.statuses ?? [])].map((status) => [status, json.response]),
          ),
        }
      : {}),
    tags: [tagOf(route.path)],
  };
  const guard = guards[route.access];
  app.route({
    method: route.method,
    url: route.path,
    schema,
    ...(guard ? { onRequest: guard } : {}),
    ...options,
    handler: handler as RouteHandlerMethod,
  });
}

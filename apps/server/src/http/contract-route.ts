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
import type { RawRouteDef, RouteDef } from '@app/contract';
import { requireRole, requireUser } from './auth-guard';
import type { App } from './typed-app';

/**
 * Who may call a route. Every request is authenticated when it carries a bearer (auth-guard.ts);
 * `user` refuses guests (401), `editor` also refuses viewers (403), `public` lets everyone in and
 * leaves `request.user` null for guests.
 */
export type RouteAccess = 'public' | 'user' | 'editor';

// one hook for every guard: onRequest, before the body is read, so a guest learns to sign in
// rather than what is wrong with the body
const guards: Record<RouteAccess, onRequestAsyncHookHandler | undefined> = {
  public: undefined,
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

export type ContractRouteOptions = {
  access: RouteAccess;
} & Pick<RouteShorthandOptions, 'bodyLimit' | 'logLevel'>;

// OpenAPI groups calls by the first path segment after /api: auth, comments, metrics…
const tagOf = (path: string) => path.split('/')[2] ?? 'api';

/**
 * Registers one call of the contract: method, path and schemas come from the entry (`apiRoutes`
 * or `rawApiRoutes`), the access rule from the caller. The only way API routes are added, so a
 * test can hold the server to the contract (test/contract-routes.test.ts).
 */
export const contractRoute = <R extends RawRouteDef | RouteDef>(
  app: App,
  route: R,
  { access, ...options }: ContractRouteOptions,
  handler: ContractHandler<R>,
): void => {
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
  const guard = guards[access];
  app.route({
    method: route.method,
    url: route.path,
    schema,
    ...(guard ? { onRequest: guard } : {}),
    ...options,
    handler: handler as RouteHandlerMethod,
  });
};

import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { ErrorCode, PRODUCT_NAME } from '@app/contract';
import type { Config } from './config';
import type { App } from './http/typed-app';
import { registerAuthentication } from './http/auth-guard';
import { registerErrorHandler } from './http/error-handler';
import { serverWithFrontHandler, type FrontHandler } from './http/front-handler';
import { requestIdFor } from './http/request-id';
import { registerSecurityHeaders, securityHeadersFor } from './http/security-headers';
import { registerApi } from './api';
import { catalogueFastPath } from './modules/catalogue/catalogue-fast-path';
import { mediaFastPath } from './modules/media-delivery/media-fast-path';
import { registerWebShell } from './modules/web-shell/register-web-shell';
import type { Services } from './services';

export type AppDeps = {
  /** Built once per process (services.ts): the API and the workers share them. */
  services: Services;
  logger: Logger;
  /** The secret the local storage driver signs its upload policies with. */
  uploadSecret: string;
  /** The built SPA; served when present. */
  webDist?: string | undefined;
};

/** A route as registered, for the test that holds the server to the contract. */
export type RegisteredRoute = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Set on SIGTERM: new requests get 503 while in-flight ones finish. */
    draining: boolean;
    /** Every route registered, in order. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function: Fastify reads a bare number
 * as "trust nothing", since it cannot tell a proxy from a client that sends X-Forwarded-For
 * itself (docs/deployment.md#behind-a-load-balancer says when a count is safe).
 */
const trustProxyOf = (
  trusted: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) =>
  typeof trusted === 'number' ? (_address, hop) => hop < trusted : (trusted ?? false);

/**
 * Fastify with the contract's zod schemas, request ids and our error format at the router;
 * `front` answers what it can before Fastify (front-handler.ts).
 */
const createFastify = (logger: Logger, config: Config, front?: FrontHandler): App =>
  Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    ...(front ? { serverFactory: serverWithFrontHandler(front, logger) } : {}),
    // off unless TRUST_PROXY names the proxies: request.ip is what every per-IP limit counts
    trustProxy: trustProxyOf(config.trustProxy),
    // read by requestIdFor, which checks the client's value before trusting it
    requestIdHeader: false,
    genReqId: (request) => requestIdFor(request.headers['x-request-id']),
    bodyLimit: 1024 * 1024,
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // router-level refusals (bad percent-encoding, an over-long parameter) in our error format
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply.status(tooLong ? 414 : 400).send({
        detail: tooLong ? 'Path parameter too long' : 'Malformed URL',
        code: ErrorCode.BAD_REQUEST,
      });
    },
  }).withTypeProvider<ZodTypeProvider>();

/** Cross-cutting HTTP: validation, errors, draining, security headers, OpenAPI, who is asking. */
const registerPlatform = async (app: App, services: Services) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  // request latency per route pattern for /metrics; reply.elapsedTime is Fastify's own clock
  const { observability } = services;
  app.addHook('onResponse', (request, reply, done) => {
    observability.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.decorate('draining', false);
  // callback style: no promise per request on the hot paths (/media, cached reads)
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (!app.draining) return done();
    void reply.status(503).header('connection', 'close').send({
      detail: 'Server is shutting down, try again shortly',
      code: ErrorCode.SHUTTING_DOWN,
    });
  });

  registerSecurityHeaders(app, services.config);
  await app.register(swagger, {
    openapi: { info: { title: `${PRODUCT_NAME} API`, version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  // optional auth on every route: request.user is set for a valid bearer, null for guests
  registerAuthentication(app, services.accessTokens);
};

/**
 * The HTTP app, built in named steps: the platform (external plugins), the services, the API
 * and its docs, then the web shell.
 */
export const buildApp = async (deps: AppDeps): Promise<App> => {
  const { services } = deps;
  const { storage, observability, config } = services;
  const common = {
    securityHeaders: securityHeadersFor(config),
    isDraining: () => app.draining,
    observeRequest: observability.observeRequest.bind(observability),
  };
  // held catalogue answers before Fastify, and cached immutable media (the local driver's
  // in-memory files)
  const catalogue = catalogueFastPath({ catalogue: services.catalogue, ...common });
  const media = storage.servableFromMemory
    ? mediaFastPath({
        servableFromMemory: storage.servableFromMemory.bind(storage),
        access: services.access,
        ...common,
      })
    : undefined;
  const front: FrontHandler = media
    ? (request, response) => catalogue(request, response) || media(request, response)
    : catalogue;
  const app = createFastify(deps.logger, config, front);
  await registerPlatform(app, services);

  app.decorate('services', services);
  app.addHook('onClose', () => services.close());
  // the plans table follows the contract's prices
  await services.subscriptions.ensurePlans();
  // no media is served before the list of what sits behind playback grants is loaded
  await services.access.ready();

  await registerApi(app, services, { uploadSecret: deps.uploadSecret });
  // OpenAPI generated from the contract's schemas: /api/docs (UI) and /api/docs/json
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await registerWebShell(app, { services, webDist: deps.webDist });
  return app;
};

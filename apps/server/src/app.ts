import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
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
import type { Database } from './db/database';
import type { Storage } from './storage/storage';
import type { App } from './http/typed-app';
import { registerErrorHandler, registerNotFoundHandler } from './http/error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { mediaRoutes } from './storage/media-routes';
import { uploadRoutes } from './storage/upload-routes';
import { healthRoutes } from './modules/health/health.routes';
import { CatalogueRepository } from './modules/catalogue/catalogue.repository';
import { CatalogueService } from './modules/catalogue/catalogue.service';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { MediaRepository } from './modules/media/media.repository';
import { JobQueue } from './jobs/job-queue';

export type AppDeps = {
  config: Config;
  database: Database;
  storage: Storage;
  logger: Logger;
  uploadSecret: string;
  /** The built SPA; served when present. */
  webDist?: string | undefined;
};

export type AppServices = {
  catalogue: CatalogueService;
  catalogueRepository: CatalogueRepository;
  media: MediaRepository;
  queue: JobQueue;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** Set on SIGTERM: new requests get 503 while in-flight ones finish. */
    draining: boolean;
  }
}

/** Composition root: external adapters, then services, then routes (STYLE.md). */
export const buildApp = async (deps: AppDeps): Promise<App> => {
  const { config, database, storage, logger } = deps;
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
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

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.decorate('draining', false);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (app.draining) {
      void reply.status(503).header('connection', 'close').send({
        detail: 'Server is shutting down, try again shortly',
        code: ErrorCode.SHUTTING_DOWN,
      });
      return reply;
    }
  });

  // external
  registerSecurityHeaders(app, config);
  await app.register(swagger, {
    openapi: { info: { title: `${PRODUCT_NAME} API`, version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });

  // services
  const catalogueRepository = new CatalogueRepository(database.db);
  const services: AppServices = {
    catalogueRepository,
    catalogue: new CatalogueService(catalogueRepository, storage),
    media: new MediaRepository(database.db),
    queue: new JobQueue(database.db),
  };
  app.decorate('services', services);

  // routes
  await app.register(healthRoutes);
  // hot read paths log warnings and errors only: their access logs belong to the CDN / LB
  await app.register(catalogueRoutes, { catalogue: services.catalogue, logLevel: 'warn' });
  await app.register(mediaRoutes, { storage, logLevel: 'warn' });
  if (storage.kind === 'local')
    await app.register(uploadRoutes, { storage, uploadSecret: deps.uploadSecret });
  // OpenAPI generated from the contract's schemas: /api/docs (UI) and /api/docs/json
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const webDist = deps.webDist;
  if (webDist && existsSync(path.join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDist,
      // files are looked up per request, so a rebuilt web app is served without a restart
      wildcard: true,
      index: 'index.html',
      // hashed build assets never change; index.html must always be revalidated
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
    registerNotFoundHandler(app, (request, reply) => {
      // a missing hashed asset must 404, not turn into HTML the browser would run as script
      const isApi = /^\/(api|media|assets)\//.test(request.url);
      if ((request.method !== 'GET' && request.method !== 'HEAD') || isApi) return undefined;
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  } else {
    registerNotFoundHandler(app);
  }
  return app;
};

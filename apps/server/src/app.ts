import { randomBytes } from 'node:crypto';
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
import { PageHints } from './modules/web-shell/page-hints';
import { webShellRoutes } from './modules/web-shell/web-shell.routes';
import { buildAssetRoutes } from './modules/web-shell/build-assets';
import { HomeShell } from './modules/web-shell/home-shell';
import { IndexHtml } from './modules/web-shell/index-html';
import { StartPageHtml } from './modules/web-shell/start-page-html';
import { WebManifest } from './modules/web-shell/web-manifest';
import { registerAuthentication } from './http/auth-guard';
import { createAuth, type AuthOptions } from './modules/auth/create-auth';
import type { AuthService } from './modules/auth/auth.service';
import type { SessionService } from './modules/auth/session.service';
import { authRoutes } from './modules/auth/auth.routes';
import { socialRoutes } from './modules/auth/social.routes';
import type { MailDispatcher } from './mail/mail-dispatcher';
import {
  createMonetization,
  monetizationRoutes,
  type MonetizationOptions,
} from './modules/create-monetization';
import type { SubscriptionsService } from './modules/subscriptions/subscriptions.service';
import type { PaymentsService } from './modules/payments/payments.service';
import type { AdsService } from './modules/ads/ads.service';
import {
  createEngagement,
  engagementRoutes,
  type Engagement,
  type EngagementOptions,
} from './modules/create-engagement';

export type AppDeps = {
  config: Config;
  database: Database;
  storage: Storage;
  logger: Logger;
  uploadSecret: string;
  /**
   * JWT_SECRET or the generated one (secrets.ts); token, code and cookie keys derive from it.
   * Unset (benchmarks): a key for this process only, so tokens die with it.
   */
  jwtSecret?: string;
  /** Test seams (argon2 cost, clock, limits, mailer…); the runtime passes none. */
  auth?: AuthOptions;
  /** Test seams for subscriptions and payments (clock, provider). */
  monetization?: MonetizationOptions;
  /** Test seams for comments (clock, posting limit). */
  engagement?: EngagementOptions;
  /** The built SPA; served when present. */
  webDist?: string | undefined;
};

export type AppServices = {
  catalogue: CatalogueService;
  catalogueRepository: CatalogueRepository;
  media: MediaRepository;
  queue: JobQueue;
  auth: AuthService;
  sessions: SessionService;
  mail: MailDispatcher;
  subscriptions: SubscriptionsService;
  payments: PaymentsService;
  ads: AdsService;
} & Engagement;

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

  const jwtSecret = deps.jwtSecret ?? randomBytes(32).toString('base64url');
  const authModule = createAuth(
    {
      config,
      db: database.db,
      jwtSecret,
      log: logger,
    },
    deps.auth,
  );
  app.addHook('onClose', async () => {
    await authModule.mail.close();
    await authModule.rateLimiter.close();
  });

  // services
  const catalogueRepository = new CatalogueRepository(database.db);
  const queue = new JobQueue(database.db);
  const monetization = createMonetization(
    {
      config,
      db: database.db,
      storage,
      queue,
      catalogue: catalogueRepository,
      jwtSecret,
      log: logger,
    },
    deps.monetization,
  );
  const services: AppServices = {
    catalogueRepository,
    catalogue: new CatalogueService(catalogueRepository, storage),
    media: new MediaRepository(database.db),
    queue,
    auth: authModule.auth,
    sessions: authModule.sessions,
    mail: authModule.mail,
    ...monetization,
    ...createEngagement({ db: database.db, limiter: authModule.rateLimiter }, deps.engagement),
  };
  app.decorate('services', services);
  // the plans table follows the contract's prices (spec §9)
  await services.subscriptions.ensurePlans();
  // optional auth on every route: request.user is set for a valid bearer, null for guests
  registerAuthentication(app, authModule.tokens);

  // routes
  await app.register(healthRoutes);
  // hot read paths log warnings and errors only: their access logs belong to the CDN / LB
  await app.register(catalogueRoutes, { catalogue: services.catalogue, logLevel: 'warn' });
  await app.register(mediaRoutes, { storage, logLevel: 'warn' });
  await app.register(authRoutes, { auth: services.auth, sessions: services.sessions });
  await app.register(socialRoutes, {
    social: authModule.social,
    cookieSecret: authModule.cookieSecret,
    secureCookies: config.publicUrl.startsWith('https:'),
  });
  await app.register(monetizationRoutes, { monetization, publicUrl: config.publicUrl });
  await app.register(engagementRoutes, { engagement: services });
  if (storage.kind === 'local')
    await app.register(uploadRoutes, { storage, uploadSecret: deps.uploadSecret });
  // OpenAPI generated from the contract's schemas: /api/docs (UI) and /api/docs/json
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const webDist = deps.webDist;
  if (webDist && existsSync(path.join(webDist, 'index.html'))) {
    await app.register(buildAssetRoutes, { webDist, logLevel: 'warn' });
    await app.register(fastifyStatic, {
      root: webDist,
      // files are looked up per request, so a rebuilt web app is served without a restart
      wildcard: true,
      index: 'index.html',
      // the web build writes .br and .gz beside each text asset (apps/web/build/precompress.ts)
      preCompressed: true,
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
    const indexHtml = new IndexHtml(webDist);
    await app.register(webShellRoutes, {
      hints: new PageHints(services.catalogue, storage, new WebManifest(webDist)),
      index: indexHtml,
      homeShell: new HomeShell(indexHtml),
      startPage: new StartPageHtml(),
      logLevel: 'warn',
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

import { ErrorCode, METRICS_LIMITS, userEventsRoute, watchEventsRoute } from '@app/contract';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../http/http-error';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { Observability } from '../observability/create-observability';
import type { BatchOutcome, MetricsService } from './metrics.service';

/**
 * Watch and user events. The bearer is optional: with one, events and positions belong to the
 * user; without, to the body's viewer_id. The answer comes after the commit: a 2xx is durable.
 */
export const metricsRoutes = async (
  app: App,
  { metrics, observability }: { metrics: MetricsService; observability: Observability },
) => {
  // navigator.sendBeacon can only send text/plain: accept JSON under that type here too
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: METRICS_LIMITS.maxBodyBytes },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string) as unknown);
      } catch {
        done(new HttpError(400, ErrorCode.BAD_REQUEST, 'Body is not valid JSON'), undefined);
      }
    },
  );

  const send = (reply: FastifyReply, outcome: BatchOutcome) =>
    reply.status(outcome.status).header('cache-control', 'no-store').send(outcome.body);

  for (const [route, kind, ingest] of [
    [watchEventsRoute, 'watch', metrics.ingestWatch.bind(metrics)],
    [userEventsRoute, 'user', metrics.ingestUser.bind(metrics)],
  ] as const) {
    contractRoute(
      app,
      route,
      { bodyLimit: METRICS_LIMITS.maxBodyBytes },
      async (request, reply) => {
        const outcome = await ingest(request.body, {
          userId: request.user?.id ?? null,
          ip: request.ip,
        });
        observability.observeIngest(kind, {
          accepted: outcome.body.accepted,
          duplicates: outcome.body.duplicates,
          rejected: outcome.body.rejected.length,
        });
        return send(reply, outcome);
      },
    );
  }
};

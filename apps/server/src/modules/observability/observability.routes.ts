import { ErrorCode } from '@app/contract';
import { HttpError } from '../../http/http-error';
import { sendsMetricsToken } from '../../http/metrics-token';
import type { App } from '../../http/typed-app';
import type { Observability } from './create-observability';

/** The path Prometheus scrapes by default. Outside /api: not part of the product's contract. */
export const METRICS_PATH = '/metrics';

/**
 * `GET /metrics` in Prometheus' text format, for a scraper that sends `Authorization: Bearer
 * <METRICS_TOKEN>`. Registered only when the token is set; without it the path does not exist.
 */
export const observabilityRoutes = async (
  app: App,
  { observability, token }: { observability: Observability; token: string },
) => {
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    if (!sendsMetricsToken(request, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new HttpError(401, ErrorCode.UNAUTHORIZED, 'A valid metrics token is required');
    }
    const text = await observability.registry.metrics();
    return reply
      .header('content-type', observability.registry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
};

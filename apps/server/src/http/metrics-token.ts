import type { FastifyRequest } from 'fastify';
import { sameSecret } from '../secrets';

/**
 * Whether the request sends `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time).
 * False while the token is unset: then no one holds it.
 */
export const sendsMetricsToken = (request: FastifyRequest, token: string | undefined): boolean => {
  if (!token) return false;
  const header = request.headers.authorization ?? '';
  return sameSecret(header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '', token);
};

import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { Logger } from 'pino';

/**
 * Answers a request before Fastify sees it, synchronously; false hands it to Fastify untouched
 * (nothing written). For answers too cheap to afford routing, hooks and a child logger.
 */
export type FrontHandler = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
) => boolean;

const numberOption = (options: Record<string, unknown>, name: string): number | undefined => {
  const value = options[name];
  return typeof value === 'number' ? value : undefined;
};

/**
 * Fastify's serverFactory: the HTTP/1 server Fastify would make (its timeouts and keep-alive),
 * asking `front` first.
 */
export const serverWithFrontHandler =
  (front: FrontHandler, logger: Logger): FastifyServerFactory =>
  (handler, options) => {
    const server = http.createServer((request, response) => {
      try {
        if (front(request, response)) return;
      } catch (error) {
        logger.error({ err: error, url: request.url }, 'front handler failed');
        // a half-written answer cannot be handed on
        if (response.headersSent) {
          response.destroy();
          return;
        }
      }
      handler(request, response);
    });
    // what Fastify sets on the server it makes itself (lib/server.js), zero meaning Node's default
    server.keepAliveTimeout = numberOption(options, 'keepAliveTimeout') ?? server.keepAliveTimeout;
    server.requestTimeout = numberOption(options, 'requestTimeout') ?? server.requestTimeout;
    server.setTimeout(numberOption(options, 'connectionTimeout') ?? 0);
    const maxRequestsPerSocket = numberOption(options, 'maxRequestsPerSocket') ?? 0;
    if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };

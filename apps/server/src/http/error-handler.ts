import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AUTH_TEXTS, ErrorCode, STUDIO_TEXTS, WAITLIST_TEXTS, type ErrorBody } from '@app/contract';
import { HttpError } from './http-error';

/**
 * Messages the contract wrote for people ('Username and password required' and the like): shown
 * as they are (docs/decisions.md#errors). Zod's own messages get the field name in front.
 */
const PERSON_TEXTS = new Set<string>(
  (
    [
      ...Object.values(AUTH_TEXTS),
      ...Object.values(STUDIO_TEXTS),
      ...Object.values(WAITLIST_TEXTS),
    ] as unknown[]
  ).filter((t): t is string => typeof t === 'string'),
);

const validationDetail = (error: FastifyError): string => {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // a schema's own cross-field rule (code "custom") sums the problem up: it goes first
    const first =
      error.validation.find((issue) => issue.keyword === 'custom') ?? error.validation[0];
    if (first) {
      const message = first.message ?? 'invalid';
      if (PERSON_TEXTS.has(message)) return message;
      const where = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const context = error.validationContext ?? 'request';
      return `Invalid ${context}${where ? ` field "${where}"` : ''}: ${message}`;
    }
  }
  return error.message;
};

/**
 * PostgreSQL refuses some text a schema let through: a NUL character (22021), or an escape JSON
 * cannot hold in text (22P05). That is the input's fault: 400, not 500. Drizzle wraps the
 * driver's error, so its cause is read too.
 */
const BAD_TEXT_SQLSTATES = new Set(['22021', '22P05']);
const isBadTextError = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && BAD_TEXT_SQLSTATES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/** Maps every failure to `{ detail, code }`. A 5xx never leaks internals. */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorBody = { detail: 'Internal server error', code: ErrorCode.INTERNAL };

    if (error instanceof HttpError) {
      status = error.statusCode;
      body = { detail: error.detail, code: error.code };
    } else if (error.validation) {
      status = 400;
      body = {
        detail: validationDetail(error),
        code:
          error.validationContext === 'params' ? ErrorCode.INVALID_ID : ErrorCode.VALIDATION_FAILED,
      };
    } else if (
      typeof error.statusCode === 'number' &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      status = error.statusCode;
      const code =
        status === 413
          ? ErrorCode.PAYLOAD_TOO_LARGE
          : status === 415
            ? ErrorCode.UNSUPPORTED_MEDIA_TYPE
            : status === 429
              ? ErrorCode.RATE_LIMITED
              : ErrorCode.BAD_REQUEST;
      body = { detail: error.message, code };
    } else if (isBadTextError(error)) {
      status = 400;
      body = { detail: 'Text must not contain NUL characters', code: ErrorCode.BAD_REQUEST };
    }

    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, detail: body.detail }, 'request refused');
    // the response may already be on its way (a stream that failed mid-way): don't throw
    if (reply.sent) return;
    void reply.status(status).type('application/json').send(body);
  });
};

/** 404 in the error format; `fallback` may answer instead (the SPA's index.html). */
export const registerNotFoundHandler = (
  app: FastifyInstance,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined,
): void => {
  app.setNotFoundHandler((request, reply) => {
    const handled = fallback?.(request, reply);
    if (handled) return handled;
    return reply.status(404).send({
      detail: `No route for ${request.method} ${request.url.split('?')[0]}`,
      code: ErrorCode.NOT_FOUND,
    });
  });
};

import { ErrorCode } from '@app/contract';

/** A failure the client caused or may see: answered as `{ detail, code }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string, code: ErrorCode = ErrorCode.BAD_REQUEST) =>
  new HttpError(400, code, detail);
export const notFound = (detail: string) => new HttpError(404, ErrorCode.NOT_FOUND, detail);
export const forbidden = (detail: string) => new HttpError(403, ErrorCode.FORBIDDEN, detail);
/** 409: the request clashes with what is stored (a taken name, a used key, a state it needs). */
export const conflict = (detail: string, code: ErrorCode = ErrorCode.CONFLICT) =>
  new HttpError(409, code, detail);
/** 429 RATE_LIMITED: a limit on how often, or how many at once. */
export const rateLimited = (detail: string) => new HttpError(429, ErrorCode.RATE_LIMITED, detail);

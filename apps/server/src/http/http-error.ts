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

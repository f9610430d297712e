import { ErrorCode } from '@app/contract';
import { badRequest } from '../http/http-error';

/**
 * A keyset cursor handed to clients as an opaque token: base64url of the text its format writes.
 * Each list keeps its own payload and format; a cursor this server did not make answers one 400
 * (VALIDATION_FAILED, with the list's own message).
 */
export type OpaqueCursor<T> = {
  encode(payload: T): string;
  /** The payload a client sent back, or the 400. */
  decode(cursor: string): T;
};

export type CursorFormat<T> = {
  write(payload: T): string;
  /** The payload, or null for text this format did not write (a throw counts as null). */
  read(text: string): T | null;
  /** The 400's detail. */
  invalid: string;
};

export const opaqueCursor = <T>(format: CursorFormat<T>): OpaqueCursor<T> => ({
  encode: (payload) => Buffer.from(format.write(payload)).toString('base64url'),
  decode: (cursor) => {
    let payload: T | null = null;
    try {
      payload = format.read(Buffer.from(cursor, 'base64url').toString('utf8'));
    } catch {
      payload = null;
    }
    if (payload === null) throw badRequest(format.invalid, ErrorCode.VALIDATION_FAILED);
    return payload;
  },
});

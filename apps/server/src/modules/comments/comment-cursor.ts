import { COMMENT_TEXTS, ErrorCode, uuidSchema } from '@app/contract';
import { badRequest } from '../../http/http-error';

/** Where a page ended: the last top-level comment's (created_at, id). */
export type CommentCursor = { createdAt: Date; id: string };

const FORMAT = /^c1\.(\d{1,15})\.([0-9a-f-]{36})$/;

/** Opaque to clients: base64url of `c1.<epoch ms>.<comment id>`. */
export const encodeCursor = (cursor: CommentCursor): string =>
  Buffer.from(`c1.${cursor.createdAt.getTime()}.${cursor.id}`).toString('base64url');

/** The cursor a client sent back, or 400 for anything this server did not make. */
export const decodeCursor = (value: string): CommentCursor => {
  const match = FORMAT.exec(Buffer.from(value, 'base64url').toString('utf8'));
  const id = match?.[2];
  if (!match || !id || !uuidSchema.safeParse(id).success) {
    throw badRequest(COMMENT_TEXTS.invalidCursor, ErrorCode.VALIDATION_FAILED);
  }
  return { createdAt: new Date(Number(match[1])), id };
};

import { COMMENT_TEXTS, uuidSchema } from '@app/contract';
import { opaqueCursor } from '../../lib/opaque-cursor';

/** Where a page ended: the last top-level comment's (created_at, id). */
export type CommentCursor = { createdAt: Date; id: string };

const FORMAT = /^c1\.(\d{1,15})\.([0-9a-f-]{36})$/;

/** `c1.<epoch ms>.<comment id>`. */
export const commentCursor = opaqueCursor<CommentCursor>({
  write: (cursor) => `c1.${cursor.createdAt.getTime()}.${cursor.id}`,
  read: (text) => {
    const match = FORMAT.exec(text);
    const id = match?.[2];
    if (!match || !id || !uuidSchema.safeParse(id).success) return null;
    return { createdAt: new Date(Number(match[1])), id };
  },
  invalid: COMMENT_TEXTS.invalidCursor,
});

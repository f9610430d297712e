/** The comment composer's limits (docs/product/comments.md). */

export const COMMENTS = { maxLength: 500, warnRemaining: 50 } as const;

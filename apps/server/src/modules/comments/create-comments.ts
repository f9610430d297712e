import type { Db } from '../../db/database';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { CommentModerationRepository } from './comment-moderation.repository';
import { CommentModerationService } from './comment-moderation.service';
import { CommentsRepository } from './comments.repository';
import { CommentsService } from './comments.service';

/** Test seams; the runtime passes none. */
export type CommentsOptions = {
  clock?: () => Date;
  /** Comments one user may post per minute (COMMENT_PAGING.postsPerMinute by default). */
  postsPerMinute?: number;
};

export type CommentsModule = {
  comments: CommentsService;
  commentModeration: CommentModerationService;
};

export const createComments = (
  deps: { db: Db; limiter: RateLimiter },
  options: CommentsOptions = {},
): CommentsModule => ({
  comments: new CommentsService({
    repository: new CommentsRepository(deps.db),
    limiter: deps.limiter,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.postsPerMinute ? { postsPerMinute: options.postsPerMinute } : {}),
  }),
  commentModeration: new CommentModerationService({
    repository: new CommentModerationRepository(deps.db),
    ...(options.clock ? { clock: options.clock } : {}),
  }),
});

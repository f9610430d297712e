import {
  commentRepliesRoute,
  commentsRoute,
  likeCommentRoute,
  postCommentRoute,
} from '@app/contract';
import { currentUser } from '../../http/auth-guard';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { CommentsService } from './comments.service';

/** Reading is public; posting and liking need a signed-in user. */
export const commentsRoutes = async (app: App, { comments }: { comments: CommentsService }) => {
  contractRoute(app, commentsRoute, async (request, reply) => {
    // is_liked differs per user: never shared by a cache
    void reply.header('cache-control', 'private, no-store');
    return comments.page(request.query, request.user?.id ?? null);
  });
  contractRoute(app, commentRepliesRoute, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return comments.replies(request.params.id, request.query, request.user?.id ?? null);
  });
  contractRoute(app, postCommentRoute, (request) =>
    comments.post(request.body, currentUser(request).id),
  );
  contractRoute(app, likeCommentRoute, (request) =>
    comments.like(request.params.id, currentUser(request).id, request.body?.is_liked),
  );
};

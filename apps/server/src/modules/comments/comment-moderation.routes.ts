import {
  deleteCommentRoute,
  hideCommentRoute,
  reportCommentRoute,
  reportedCommentsRoute,
  restoreCommentRoute,
} from '@app/contract';
import { currentUser } from '../../http/auth-guard';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { CommentModerationService } from './comment-moderation.service';

/**
 * Deleting and reporting need a signed-in user; the queue, hiding and restoring are for editors
 * (401 guests, 403 viewers; docs/product/studio.md#moderation).
 */
export const commentModerationRoutes = async (
  app: App,
  { moderation }: { moderation: CommentModerationService },
) => {
  contractRoute(app, deleteCommentRoute, (request) =>
    moderation.delete(request.params.id, currentUser(request).id),
  );
  contractRoute(app, reportCommentRoute, (request) =>
    moderation.report(request.params.id, currentUser(request).id, request.body?.reason ?? null),
  );
  contractRoute(app, reportedCommentsRoute, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return moderation.reported(request.query);
  });
  contractRoute(app, hideCommentRoute, (request) => moderation.setHidden(request.params.id, true));
  contractRoute(app, restoreCommentRoute, (request) =>
    moderation.setHidden(request.params.id, false),
  );
};

import { studioApiRoutes, viewerApiRoutes } from '@app/contract';
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
  const signedIn = { access: 'user' } as const;
  const editor = { access: 'editor' } as const;

  contractRoute(app, viewerApiRoutes.deleteComment, signedIn, (request) =>
    moderation.delete(request.params.id, currentUser(request).id),
  );
  contractRoute(app, viewerApiRoutes.reportComment, signedIn, (request) =>
    moderation.report(request.params.id, currentUser(request).id, request.body?.reason ?? null),
  );
  contractRoute(app, studioApiRoutes.reportedComments, editor, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return moderation.reported(request.query);
  });
  contractRoute(app, studioApiRoutes.hideComment, editor, (request) =>
    moderation.setHidden(request.params.id, true),
  );
  contractRoute(app, studioApiRoutes.restoreComment, editor, (request) =>
    moderation.setHidden(request.params.id, false),
  );
};

import { authorRoute, followAuthorRoute, unfollowAuthorRoute } from '@app/contract';
import { currentUser } from '../../http/auth-guard';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { AuthorsService } from './authors.service';

/** The profile is public (a bearer adds isFollowing); following needs a signed-in user. */
export const authorsRoutes = async (app: App, { authors }: { authors: AuthorsService }) => {
  contractRoute(app, authorRoute, async (request, reply) => {
    // isFollowing differs per user: never shared by a cache
    void reply.header('cache-control', 'private, no-store');
    return authors.profile(request.params.name, request.user?.id ?? null);
  });
  contractRoute(app, followAuthorRoute, (request) =>
    authors.follow(request.params.name, currentUser(request).id),
  );
  contractRoute(app, unfollowAuthorRoute, (request) =>
    authors.unfollow(request.params.name, currentUser(request).id),
  );
};

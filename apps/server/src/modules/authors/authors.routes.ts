import { viewerApiRoutes } from '@app/contract';
import { currentUser } from '../../http/auth-guard';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { AuthorsService } from './authors.service';

/** The profile is public (a bearer adds isFollowing); following needs a signed-in user. */
export const authorsRoutes = async (app: App, { authors }: { authors: AuthorsService }) => {
  const open = { access: 'public' } as const;
  const signedIn = { access: 'user' } as const;

  contractRoute(app, viewerApiRoutes.author, open, async (request, reply) => {
    // isFollowing differs per user: never shared by a cache
    void reply.header('cache-control', 'private, no-store');
    return authors.profile(request.params.name, request.user?.id ?? null);
  });
  contractRoute(app, viewerApiRoutes.followAuthor, signedIn, (request) =>
    authors.follow(request.params.name, currentUser(request).id),
  );
  contractRoute(app, viewerApiRoutes.unfollowAuthor, signedIn, (request) =>
    authors.unfollow(request.params.name, currentUser(request).id),
  );
};

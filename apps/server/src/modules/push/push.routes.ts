import { subscribePushRoute, unsubscribePushRoute, vapidPublicKeyRoute } from '@app/contract';
import { currentUser } from '../../http/auth-guard';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { PushService } from './push.service';

/** Web Push: the public key browsers subscribe with, and the caller's devices. */
export const pushRoutes = async (app: App, { push }: { push: PushService }) => {
  contractRoute(app, vapidPublicKeyRoute, async (_request, reply) => {
    // the same for everyone; it changes only when an operator replaces the key pair
    void reply.header('cache-control', 'public, max-age=300');
    return push.publicKey();
  });
  contractRoute(app, subscribePushRoute, (request) =>
    push.subscribe(currentUser(request).id, request.body),
  );
  contractRoute(app, unsubscribePushRoute, (request) =>
    push.unsubscribe(currentUser(request).id, request.body),
  );
};

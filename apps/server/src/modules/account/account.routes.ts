import {
  ACCOUNT_TEXTS,
  accountExportRoute,
  accountLocaleRoute,
  accountRoute,
  deleteAccountRoute,
} from '@app/contract';
import { currentUser } from '../../http/auth-guard';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { AccountService } from './account.service';

/** The signed-in user's own data (docs/product/privacy.md); never cached anywhere. */
export const accountRoutes = async (app: App, { account }: { account: AccountService }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  contractRoute(app, accountRoute, (request) => account.summary(currentUser(request).id));

  contractRoute(app, accountLocaleRoute, (request) =>
    account.setLocale(currentUser(request).id, request.body.locale),
  );

  contractRoute(app, accountExportRoute, async (request, reply) => {
    const data = await account.export(currentUser(request).id);
    const day = data.exported_at.slice(0, 10);
    reply.header('content-disposition', `attachment; filename="my-data-${day}.json"`);
    return data;
  });

  contractRoute(app, deleteAccountRoute, async (request) => {
    const userId = currentUser(request).id;
    const removed = await account.delete(userId, request.body);
    // the id only: it no longer leads to a name or an address
    request.log.info({ userId, removed }, 'account deleted');
    return { success: true as const, message: ACCOUNT_TEXTS.deleted };
  });
};

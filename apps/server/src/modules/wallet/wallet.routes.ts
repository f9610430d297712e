import {
  checkInRoute,
  claimRewardedAdRoute,
  coinPackPayRoute,
  coinPackPurchaseRoute,
  rewardedAdRoute,
  rewardsRoute,
  seriesUnlocksRoute,
  unlockEpisodeRoute,
  walletRoute,
} from '@app/contract';
import { currentUser } from '../../http/auth-guard';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { WalletServices } from './create-wallet';

/**
 * The viewer economy (docs/product/wallet.md#calls): one person's wallet, so signed in and never
 * cached; a series' unlock state is public (guests see prices), personal with a bearer.
 */
export const walletRoutes = async (app: App, { wallet }: { wallet: WalletServices }) => {
  const { ledger, checkIns, coinPacks, unlocks, rewardedAds } = wallet;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  contractRoute(app, walletRoute, (request) =>
    ledger.wallet(currentUser(request).id, request.query),
  );
  contractRoute(app, rewardsRoute, (request) =>
    checkIns.rewards(currentUser(request).id, request.query.time_zone),
  );
  contractRoute(app, checkInRoute, (request) =>
    checkIns.checkIn(currentUser(request).id, request.body?.time_zone),
  );
  contractRoute(app, coinPackPurchaseRoute, (request) =>
    coinPacks.checkout(currentUser(request).id, request.params.pack),
  );
  contractRoute(app, coinPackPayRoute, (request) =>
    coinPacks.pay(currentUser(request).id, request.params.paymentId),
  );
  contractRoute(app, seriesUnlocksRoute, (request) =>
    unlocks.seriesUnlocks(request.params.id, request.user),
  );
  contractRoute(app, unlockEpisodeRoute, (request) =>
    unlocks.unlock(
      currentUser(request).id,
      request.params.id,
      request.params.number,
      request.body.idempotency_key,
    ),
  );
  contractRoute(app, rewardedAdRoute, (request) =>
    rewardedAds.start(currentUser(request).id, request.params.id, request.params.number),
  );
  contractRoute(app, claimRewardedAdRoute, (request) =>
    rewardedAds.claim(
      currentUser(request).id,
      request.params.id,
      request.params.number,
      request.params.session,
    ),
  );
};

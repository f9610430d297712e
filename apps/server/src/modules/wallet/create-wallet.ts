import type { Db } from '../../db/database';
import type { AccessService } from '../access/access.service';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { Inbox } from '../notifications/notifications.service';
import type { PaymentsService } from '../payments/payments.service';
import { CheckInsService } from './check-ins.service';
import { CoinPackFulfilment, CoinPacksService } from './coin-packs.service';
import { RefundsRepository } from './refunds.repository';
import { CoinRefunds } from './refunds.service';
import { RewardedAdsRepository } from './rewarded-ads.repository';
import { RewardedAdsService } from './rewarded-ads.service';
import { UnlocksRepository } from './unlocks.repository';
import { UnlocksService } from './unlocks.service';
import { WalletLedgerRepository } from './wallet-ledger.repository';
import { WalletLedger } from './wallet-ledger.service';

/** The viewer economy (docs/product/wallet.md), by subdomain. */
export type WalletServices = {
  ledger: WalletLedger;
  checkIns: CheckInsService;
  coinPacks: CoinPacksService;
  unlocks: UnlocksService;
  rewardedAds: RewardedAdsService;
  /** The studio calls it when it deletes or withdraws what coins were spent on. */
  refunds: CoinRefunds;
};

export type WalletModule = { wallet: WalletServices };

/** The wallet's test seam: the clock check-ins, expiry and daily limits go by. */
export type WalletOptions = { clock?: () => Date };

const ledgerOf = (db: Db, clock: () => Date) =>
  new WalletLedger({ repository: new WalletLedgerRepository(db), clock });

/** What a coin pack's settled payment delivers: payments call it (createPayments' fulfilments). */
export const createCoinPackFulfilment = (
  deps: { db: Db },
  options: WalletOptions = {},
): CoinPackFulfilment =>
  new CoinPackFulfilment({ ledger: ledgerOf(deps.db, options.clock ?? (() => new Date())) });

export const createWallet = (
  deps: {
    db: Db;
    catalogue: CatalogueRepository;
    access: AccessService;
    /** Coin packs are bought through payments. */
    payments: PaymentsService;
    /** A refunded viewer's inbox entry (docs/product/wallet.md#refunds). */
    inbox?: Inbox;
  },
  options: WalletOptions = {},
): WalletModule => {
  const clock = options.clock ?? (() => new Date());
  const ledger = ledgerOf(deps.db, clock);
  const unlocksRepository = new UnlocksRepository(deps.db);
  const rewardedAdsRepository = new RewardedAdsRepository(deps.db);
  const unlocks = new UnlocksService({
    ledger,
    unlocks: unlocksRepository,
    rewardedAds: rewardedAdsRepository,
    catalogue: deps.catalogue,
    access: deps.access,
    clock,
  });
  return {
    wallet: {
      ledger,
      checkIns: new CheckInsService({ ledger }),
      coinPacks: new CoinPacksService({ payments: deps.payments }),
      unlocks,
      rewardedAds: new RewardedAdsService({
        repository: rewardedAdsRepository,
        ledger,
        unlocks,
        unlocksRepository,
        access: deps.access,
        clock,
      }),
      refunds: new CoinRefunds({
        ledger,
        repository: new RefundsRepository(),
        ...(deps.inbox && { inbox: deps.inbox }),
      }),
    },
  };
};

import type { AccessService } from '../access/access.service';
import type { Db } from '../../db/database';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { PaymentProvider } from '../payments/payment-provider';
import { WalletRepository } from './wallet.repository';
import { WalletService } from './wallet.service';

export type WalletModule = { wallet: WalletService; walletRepository: WalletRepository };

/** The wallet's test seam: the clock check-ins, expiry and daily limits go by. */
export type WalletOptions = { clock?: () => Date };

export const createWallet = (
  deps: {
    db: Db;
    catalogue: CatalogueRepository;
    access: AccessService;
    provider: PaymentProvider;
  },
  options: WalletOptions = {},
): WalletModule => {
  const walletRepository = new WalletRepository(deps.db);
  return {
    walletRepository,
    wallet: new WalletService({
      repository: walletRepository,
      catalogue: deps.catalogue,
      access: deps.access,
      provider: deps.provider,
      clock: options.clock ?? (() => new Date()),
    }),
  };
};

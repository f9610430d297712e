import { ACCOUNT } from '@app/contract';
import type { Db } from '../../db/database';
import type { AccessTokenVerifier } from '../../http/auth-guard';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { PasswordHasher } from '../auth/passwords';
import { AccountExportRepository } from './account-export.repository';
import { AccountRepository } from './account.repository';
import { AccountService } from './account.service';
import { AccountTokenVerifier, ActiveAccounts } from './active-accounts';

/** Test seams; the runtime passes none. */
export type AccountOptions = { clock?: () => Date };

export type AccountModule = {
  account: AccountService;
  /** The bearer check the app registers: the token's signature, then that its account exists. */
  accessTokens: AccessTokenVerifier;
};

export const createAccount = (
  deps: { db: Db; tokens: AccessTokenVerifier; limiter: RateLimiter },
  options: AccountOptions = {},
): AccountModule => {
  const repository = new AccountRepository(deps.db);
  const active = new ActiveAccounts((id) => repository.isActive(id), ACCOUNT.activeCheckTtlMs);
  return {
    account: new AccountService({
      repository,
      exports: new AccountExportRepository(deps.db),
      // verifying reads the cost from the stored hash: no cost to pass here
      passwords: new PasswordHasher(),
      limiter: deps.limiter,
      active,
      clock: options.clock ?? (() => new Date()),
    }),
    accessTokens: new AccountTokenVerifier(deps.tokens, active),
  };
};

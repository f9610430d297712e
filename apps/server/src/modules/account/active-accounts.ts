import type { AccessTokenVerifier } from '../../http/auth-guard';

type AccessCheck = Awaited<ReturnType<AccessTokenVerifier['verifyAccessToken']>>;

/** The most accounts remembered at once; the oldest answer is dropped first. */
const MAX_ENTRIES = 10_000;

/**
 * Whether an account still exists, remembered for a short while (ACCOUNT.activeCheckTtlMs): access
 * tokens are stateless, so without this a token issued before the account was deleted would
 * still be taken until it expires. This instance forgets a deleted account at once; another
 * instance stops taking its tokens within the TTL (docs/product/privacy.md#deleting-the-account).
 */
export class ActiveAccounts {
  private readonly known = new Map<string, { active: boolean; until: number }>();

  constructor(
    private readonly lookup: (userId: string) => Promise<boolean>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async isActive(userId: string): Promise<boolean> {
    const cached = this.known.get(userId);
    const now = this.now();
    // a deleted account never comes back: that answer is kept as long as there is room
    if (cached && (!cached.active || cached.until > now)) return cached.active;
    const active = await this.lookup(userId);
    this.remember(userId, active, now + this.ttlMs);
    return active;
  }

  markDeleted(userId: string): void {
    this.remember(userId, false, Number.POSITIVE_INFINITY);
  }

  private remember(userId: string, active: boolean, until: number): void {
    this.known.delete(userId);
    if (this.known.size >= MAX_ENTRIES) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
    this.known.set(userId, { active, until });
  }
}

/**
 * The bearer check of every request: a valid token whose account is gone counts as no token, so
 * the next call of a deleted account is a guest's (401 where a user is required).
 */
export class AccountTokenVerifier implements AccessTokenVerifier {
  constructor(
    private readonly tokens: AccessTokenVerifier,
    private readonly accounts: ActiveAccounts,
  ) {}

  async verifyAccessToken(token: string): Promise<AccessCheck> {
    const result = await this.tokens.verifyAccessToken(token);
    if (!result.ok) return result;
    return (await this.accounts.isActive(result.user.id))
      ? result
      : { ok: false, reason: 'invalid' };
  }
}

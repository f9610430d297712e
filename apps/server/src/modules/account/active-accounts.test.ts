import { describe, expect, it, vi } from 'vitest';
import { AccountTokenVerifier, ActiveAccounts } from './active-accounts';

const clock = () => {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe('ActiveAccounts', () => {
  it('asks the database once per account and TTL', async () => {
    const time = clock();
    const lookup = vi.fn(async () => true);
    const accounts = new ActiveAccounts(lookup, 5_000, time.now);

    expect(await accounts.isActive('u1')).toBe(true);
    expect(await accounts.isActive('u1')).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(1);
    time.advance(5_001);
    expect(await accounts.isActive('u1')).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('forgets a deleted account at once and for good', async () => {
    const time = clock();
    const lookup = vi.fn(async () => true);
    const accounts = new ActiveAccounts(lookup, 5_000, time.now);
    expect(await accounts.isActive('u1')).toBe(true);

    accounts.markDeleted('u1');
    expect(await accounts.isActive('u1')).toBe(false);
    time.advance(60_000);
    expect(await accounts.isActive('u1')).toBe(false);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('learns from the database that another instance deleted the account', async () => {
    const time = clock();
    let exists = true;
    const accounts = new ActiveAccounts(async () => exists, 5_000, time.now);
    expect(await accounts.isActive('u1')).toBe(true);
    exists = false;
    time.advance(5_001);
    expect(await accounts.isActive('u1')).toBe(false);
  });
});

describe('AccountTokenVerifier', () => {
  const user = { id: 'u1', username: 'alice', role: 'viewer' as const };

  it('turns a valid token of a deleted account into an invalid one', async () => {
    const accounts = new ActiveAccounts(async () => true, 5_000);
    const verifier = new AccountTokenVerifier(
      { verifyAccessToken: async () => ({ ok: true, user }) },
      accounts,
    );
    expect(await verifier.verifyAccessToken('t')).toEqual({ ok: true, user });
    accounts.markDeleted('u1');
    expect(await verifier.verifyAccessToken('t')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('passes a bad token through without a lookup', async () => {
    const lookup = vi.fn(async () => true);
    const verifier = new AccountTokenVerifier(
      { verifyAccessToken: async () => ({ ok: false, reason: 'expired' }) },
      new ActiveAccounts(lookup, 5_000),
    );
    expect(await verifier.verifyAccessToken('t')).toEqual({ ok: false, reason: 'expired' });
    expect(lookup).not.toHaveBeenCalled();
  });
});

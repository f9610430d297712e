import { describe, expect, it, vi } from 'vitest';
import { PRODUCTION_ARGON2, PasswordHasher } from './passwords';

describe('password hashing', () => {
  const hasher = new PasswordHasher();

  it('uses argon2id with m = 19 MiB and t = 2 by default', async () => {
    const hash = await hasher.hash('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(PRODUCTION_ARGON2.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(PRODUCTION_ARGON2.timeCost).toBeGreaterThanOrEqual(2);
    expect(await hasher.verify(hash, 'correct horse battery')).toBe(true);
    expect(await hasher.verify(hash, 'correct horse batterY')).toBe(false);
  });

  it('treats a malformed stored hash as a failed check', async () => {
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false);
  });

  it('runs a full check with the real parameters for an unknown user', async () => {
    // argon2's work is set by the parameters in the stored hash: a check against a dummy hash
    // with the same m, t and p costs what a real one does, whatever else the machine is doing
    const parameters = (stored: string) => stored.split('$').slice(1, 4).join('$');
    const real = await hasher.hash('password1');
    const verify = vi.spyOn(hasher, 'verify');
    expect(await hasher.verifyDummy('wrong password')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    const [dummy, tried] = verify.mock.calls[0]!;
    expect(tried).toBe('wrong password');
    expect(parameters(dummy)).toBe(parameters(real));
    expect(parameters(dummy)).toBe('argon2id$v=19$m=19456,t=2,p=1');
    expect(dummy).not.toBe(real);
    // and the check itself ran: argon2 answered on a well-formed hash (false, the password differs)
    expect(await verify.mock.results[0]!.value).toBe(false);
  });
});

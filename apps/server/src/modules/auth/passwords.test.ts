import { describe, expect, it } from 'vitest';
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

  it('spends about as long on an unknown user as on a real check', async () => {
    const hash = await hasher.hash('password1');
    await hasher.verifyDummy('warm up');
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      for (let i = 0; i < 5; i++) await fn();
      return performance.now() - start;
    };
    const real = await time(() => hasher.verify(hash, 'wrong password'));
    const dummy = await time(() => hasher.verifyDummy('wrong password'));
    // generous bounds: a shared 2-core machine is noisy; a skipped hash would be ~100× faster
    expect(dummy / real).toBeGreaterThan(0.33);
    expect(dummy / real).toBeLessThan(3);
  });
});

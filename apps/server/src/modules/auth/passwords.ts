import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

export type Argon2Cost = { memoryCost: number; timeCost: number; parallelism: number };

/** OWASP ASVS 11.4.2 / appendix C: argon2id, m = 19 MiB, t = 2, p = 1. */
export const PRODUCTION_ARGON2: Argon2Cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// @node-rs/argon2 declares Algorithm as a const enum, which isolatedModules cannot read
const ARGON2ID = 2 as Algorithm;

/** Password hashing behind one small class: the service never sees argon2 parameters. */
export class PasswordHasher {
  private readonly options: Options;
  private dummyHash: Promise<string> | undefined;

  /** `cost` other than production is for tests only; the runtime never passes one. */
  constructor(cost: Argon2Cost = PRODUCTION_ARGON2) {
    this.options = { algorithm: ARGON2ID, ...cost };
  }

  hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // a malformed stored hash is a failed sign-in, not a 500
      return false;
    }
  }

  /**
   * Spends the same time as a real check for a user that does not exist, so the answer's timing
   * does not tell which usernames are registered. Always false.
   */
  async verifyDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('base64url'));
    await this.verify(await this.dummyHash, password);
    return false;
  }
}

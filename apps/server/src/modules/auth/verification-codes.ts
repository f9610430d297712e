import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export type CodePurpose = 'signup' | 'reset';

/** Six-digit mail codes, kept as keyed hashes and compared in constant time. */
export class VerificationCodes {
  constructor(private readonly key: Uint8Array) {}

  generate(): string {
    return randomInt(0, 1_000_000).toString().padStart(6, '0');
  }

  /**
   * Keyed (HMAC), not a plain hash: a million codes are hashed in a second, so without the key a
   * leaked table would give every live code away. Bound to user and purpose.
   */
  hash(userId: string, purpose: CodePurpose, code: string): string {
    return createHmac('sha256', this.key).update(`${userId}:${purpose}:${code}`).digest('hex');
  }

  matches(storedHash: string, userId: string, purpose: CodePurpose, code: string): boolean {
    const expected = Buffer.from(storedHash, 'hex');
    const actual = Buffer.from(this.hash(userId, purpose, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}

import { AUTH_TEXTS, ErrorCode } from '@app/contract';
import { HttpError } from '../../http/http-error';
import type { RateLimitRule, RateLimiter } from '../../rate-limit/rate-limiter';

const MINUTE = 60_000;

type Limit = Omit<RateLimitRule, 'name'>;
export type AuthLimits = {
  /** 10 failed sign-ins per account in 15 minutes → 429 (docs/product/accounts.md#rate-limits). */
  signInFailuresPerAccount: Limit;
  signInPerIp: Limit;
  signUpPerIp: Limit;
  signUpPerUsername: Limit;
  /** Resend and forgot-password: each sends a mail. */
  mailPerIp: Limit;
  mailPerAccount: Limit;
  /** Code checks: 5 attempts per code, and this many per IP across accounts. */
  codeChecksPerIp: Limit;
};
export type AuthLimitName = keyof AuthLimits;

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signInFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  signInPerIp: { limit: 100, windowMs: 15 * MINUTE },
  signUpPerIp: { limit: 20, windowMs: 60 * MINUTE },
  signUpPerUsername: { limit: 5, windowMs: 15 * MINUTE },
  mailPerIp: { limit: 30, windowMs: 15 * MINUTE },
  mailPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  codeChecksPerIp: { limit: 60, windowMs: 15 * MINUTE },
};

export const rateLimited = () => new HttpError(429, ErrorCode.RATE_LIMITED, AUTH_TEXTS.rateLimited);

/** The auth rules over a RateLimiter. Subjects are IPs (socket address) or account keys. */
export class AuthRateLimits {
  private readonly rules: Record<AuthLimitName, RateLimitRule>;

  constructor(
    private readonly limiter: RateLimiter,
    limits: Partial<AuthLimits> = {},
  ) {
    const merged = { ...DEFAULT_AUTH_LIMITS, ...limits };
    this.rules = Object.fromEntries(
      Object.entries(merged).map(([name, limit]) => [name, { name: `auth.${name}`, ...limit }]),
    ) as Record<AuthLimitName, RateLimitRule>;
  }

  /** Counts a request; throws 429 once over the limit. */
  async consume(name: AuthLimitName, subject: string): Promise<void> {
    if (!(await this.limiter.attempt(this.rules[name], subject))) throw rateLimited();
  }

  /** Counts a request; false once over the limit (for sends that fail silently). */
  allow(name: AuthLimitName, subject: string): Promise<boolean> {
    return this.limiter.attempt(this.rules[name], subject);
  }

  async assertNotBlocked(name: AuthLimitName, subject: string): Promise<void> {
    if (await this.limiter.blocked(this.rules[name], subject)) throw rateLimited();
  }

  fail(name: AuthLimitName, subject: string): Promise<void> {
    return this.limiter.fail(this.rules[name], subject);
  }

  reset(name: AuthLimitName, subject: string): Promise<void> {
    return this.limiter.reset(this.rules[name], subject);
  }
}

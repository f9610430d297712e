import { AUTH_TEXTS, ErrorCode } from '@app/contract';
import { HttpError } from '../../http/http-error';
import type { RateLimitRule, RateLimiter } from '../../rate-limit/rate-limiter';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Limit = Omit<RateLimitRule, 'name'>;
export type AuthLimits = {
  /**
   * 10 sign-ins per login in 15 minutes, counted before the password is checked and cleared when
   * it is right: concurrent guesses cannot get past it (docs/product/accounts.md#rate-limits).
   */
  signInFailuresPerLogin: Limit;
  signInPerIp: Limit;
  signUpPerIp: Limit;
  signUpPerUsername: Limit;
  /** Resend and forgot-password: each sends a mail. Per IP and per login as typed: 429. */
  mailPerIp: Limit;
  mailPerLogin: Limit;
  /** Mails per account, however it was named: past it, mails are skipped without a word. */
  mailPerAccount: Limit;
  /** Code checks: 5 attempts per code, this many per IP across accounts… */
  codeChecksPerIp: Limit;
  /** …this many per login as typed, known or not (429)… */
  codeChecksPerLogin: Limit;
  /**
   * …and this many failed checks per account across all its codes and names, silently: past it a
   * check fails like a wrong code (docs/decisions.md#accounts-and-tokens).
   */
  codeFailuresPerUser: Limit;
};
export type AuthLimitName = keyof AuthLimits;

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signInFailuresPerLogin: { limit: 10, windowMs: 15 * MINUTE },
  signInPerIp: { limit: 100, windowMs: 15 * MINUTE },
  signUpPerIp: { limit: 20, windowMs: 60 * MINUTE },
  signUpPerUsername: { limit: 5, windowMs: 15 * MINUTE },
  mailPerIp: { limit: 30, windowMs: 15 * MINUTE },
  mailPerLogin: { limit: 5, windowMs: 15 * MINUTE },
  mailPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  codeChecksPerIp: { limit: 60, windowMs: 15 * MINUTE },
  codeChecksPerLogin: { limit: 10, windowMs: DAY },
  codeFailuresPerUser: { limit: 10, windowMs: DAY },
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

  reset(name: AuthLimitName, subject: string): Promise<void> {
    return this.limiter.reset(this.rules[name], subject);
  }
}

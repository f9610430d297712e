import { setTimeout as delay } from 'node:timers/promises';
import { AUTH_TEXTS, VERIFICATION_CODE } from '@app/contract';
import { rateLimited } from '../../http/http-error';
import type { RateLimitRule, RateLimiter } from '../../rate-limit/rate-limiter';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Limit = Omit<RateLimitRule, 'name'>;

/**
 * Subjects: a client address is `addressKey(request.ip)`; "per login and address" is
 * `perAddress(address, login)`. What counts a login or an account across addresses only slows
 * down or is silent, so others' guesses never lock the owner out
 * (docs/decisions.md#lockout-proof-limits); sign-up's per-username limit has no owner to lock out.
 */
export type AuthLimits = {
  /**
   * Password checks per login as typed and client address, counted before the check and cleared
   * by a right password: concurrent guesses cannot get past it (429).
   */
  signInPerLoginAndIp: Limit;
  /** Password checks per login from all addresses: past the limit each check waits (SLOWDOWN). */
  signInSlowdownPerLogin: Limit;
  signInPerIp: Limit;
  signUpPerIp: Limit;
  signUpPerUsername: Limit;
  /** Resend and forgot-password: each sends a mail. Per IP and per login as typed and IP: 429. */
  mailPerIp: Limit;
  mailPerLoginAndIp: Limit;
  /**
   * Mails per account, however it was named: past it, mails are skipped without a word. Its window
   * is a code's lifetime, so while mails are skipped the newest mailed code is still live.
   */
  mailPerAccount: Limit;
  /** Code checks per IP across accounts (429)… */
  codeChecksPerIp: Limit;
  /** …per login as typed and IP, known or not (429)… */
  codeChecksPerLoginAndIp: Limit;
  /** …tries at one code from one IP (failing like a wrong code past them)… */
  codeTriesPerCodeAndIp: Limit;
  /**
   * …failed checks per account and IP across all its codes and names, silently: past it a check
   * fails like a wrong code, without comparing…
   */
  codeFailuresPerUserAndIp: Limit;
  /** …and code checks per login from all addresses: past the limit each check waits. */
  codeSlowdownPerLogin: Limit;
};
export type AuthLimitName = keyof AuthLimits;

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signInPerLoginAndIp: { limit: 10, windowMs: 15 * MINUTE },
  signInSlowdownPerLogin: { limit: 10, windowMs: 15 * MINUTE },
  signInPerIp: { limit: 100, windowMs: 15 * MINUTE },
  signUpPerIp: { limit: 20, windowMs: 60 * MINUTE },
  signUpPerUsername: { limit: 5, windowMs: 15 * MINUTE },
  mailPerIp: { limit: 30, windowMs: 15 * MINUTE },
  mailPerLoginAndIp: { limit: 5, windowMs: 15 * MINUTE },
  mailPerAccount: { limit: 5, windowMs: VERIFICATION_CODE.ttlMinutes * MINUTE },
  codeChecksPerIp: { limit: 60, windowMs: 15 * MINUTE },
  codeChecksPerLoginAndIp: { limit: 10, windowMs: DAY },
  codeTriesPerCodeAndIp: {
    limit: VERIFICATION_CODE.maxAttempts,
    windowMs: VERIFICATION_CODE.ttlMinutes * MINUTE,
  },
  codeFailuresPerUserAndIp: { limit: 10, windowMs: DAY },
  codeSlowdownPerLogin: { limit: 10, windowMs: DAY },
};

/**
 * The wait of a check past a slowdown's limit: 100 ms, doubling with every further check, at most
 * 5 s. It never refuses: the right password or code still works, a few seconds later at worst.
 */
export const SLOWDOWN = { firstDelayMs: 100, maxDelayMs: 5_000 } as const;

type SlowdownName = 'signInSlowdownPerLogin' | 'codeSlowdownPerLogin';

/** How long the `hits`-th check waits under a slowdown of `limit` free checks. */
const slowdownDelay = (hits: number, limit: number): number =>
  hits <= limit
    ? 0
    : Math.min(SLOWDOWN.firstDelayMs * 2 ** (hits - limit - 1), SLOWDOWN.maxDelayMs);

/** One subject for "per login (or account) and client address"; an address key has no '|'. */
export const perAddress = (address: string, subject: string) => `${address}|${subject}`;

/** The auth rules over a RateLimiter. Subjects are address keys, account keys or both. */
export class AuthRateLimits {
  private readonly rules: Record<AuthLimitName, RateLimitRule>;

  constructor(
    private readonly limiter: RateLimiter,
    limits: Partial<AuthLimits> = {},
    private readonly sleep: (ms: number) => Promise<unknown> = delay,
  ) {
    const merged = { ...DEFAULT_AUTH_LIMITS, ...limits };
    this.rules = Object.fromEntries(
      Object.entries(merged).map(([name, limit]) => [name, { name: `auth.${name}`, ...limit }]),
    ) as Record<AuthLimitName, RateLimitRule>;
  }

  /** Counts a request; throws 429 once over the limit. */
  async consume(name: AuthLimitName, subject: string): Promise<void> {
    if (!(await this.limiter.attempt(this.rules[name], subject))) {
      throw rateLimited(AUTH_TEXTS.rateLimited);
    }
  }

  /** Counts a request; false once over the limit (for sends that fail silently). */
  allow(name: AuthLimitName, subject: string): Promise<boolean> {
    return this.limiter.attempt(this.rules[name], subject);
  }

  /**
   * Counts a check and waits as long as the checks so far call for. Counted before the wait, so
   * concurrent checks each see a higher count and wait longer.
   */
  async slowDown(name: SlowdownName, subject: string): Promise<void> {
    const rule = this.rules[name];
    const wait = slowdownDelay(await this.limiter.hits(rule, subject), rule.limit);
    if (wait > 0) await this.sleep(wait);
  }

  /**
   * Takes back a slowdown's count of a check that turned out right: the owner's own sign-ins
   * must not slow the next one down, while the others' wrong guesses keep counting.
   */
  async refund(name: SlowdownName, subject: string): Promise<void> {
    await this.limiter.hits(this.rules[name], subject, -1);
  }

  reset(name: AuthLimitName, subject: string): Promise<void> {
    return this.limiter.reset(this.rules[name], subject);
  }
}

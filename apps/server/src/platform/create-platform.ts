import type { Logger } from 'pino';
import type { Config } from '../config';
import { createMailer } from '../mail/create-mailer';
import { MailDispatcher } from '../mail/mail-dispatcher';
import type { Mailer } from '../mail/mailer';
import { createRateLimitStore } from '../rate-limit/create-rate-limit-store';
import type { RateLimitStore } from '../rate-limit/rate-limit-store';
import { RateLimiter } from '../rate-limit/rate-limiter';

/** Seams for tests; the runtime passes none, so production gets the defaults. */
export type PlatformOptions = {
  /** Counters somewhere else than REDIS_URL or the process (a test's own Redis prefix). */
  rateLimitStore?: RateLimitStore;
  mailer?: Mailer;
};

/** The services every module may be given, owned by none of them. */
export type PlatformModule = {
  /** Request limits (auth, account, comments, waitlist, metrics, ads): in the process or Redis. */
  rateLimiter: RateLimiter;
  /** Outgoing mail (SMTP_URL, else the outbox), sent in call order. */
  mail: MailDispatcher;
};

/** Builds the platform services from config; services.ts closes them after the last request. */
export const createPlatform = (
  deps: { config: Config; log: Logger },
  options: PlatformOptions = {},
): PlatformModule => {
  const { config, log } = deps;
  return {
    rateLimiter: new RateLimiter(
      options.rateLimitStore ?? createRateLimitStore(config.redisUrl, log),
    ),
    mail: new MailDispatcher(options.mailer ?? createMailer(config, log), log),
  };
};

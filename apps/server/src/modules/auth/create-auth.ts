import type { Logger } from 'pino';
import { SOCIAL_CALLBACK_ROUTE } from '@app/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createMailer } from '../../mail/create-mailer';
import { MailDispatcher } from '../../mail/mail-dispatcher';
import type { Mailer } from '../../mail/mailer';
import { createRateLimitStore } from '../../rate-limit/create-rate-limit-store';
import type { RateLimitStore } from '../../rate-limit/rate-limit-store';
import { RateLimiter } from '../../rate-limit/rate-limiter';
import { deriveKey } from '../../secrets';
import { AuthRateLimits, type AuthLimits } from './auth-limits';
import { AuthRepository } from './auth.repository';
import { AuthService } from './auth.service';
import { PasswordHasher, type Argon2Cost } from './passwords';
import { SessionService } from './session.service';
import { SocialLoginService } from './social/social-login.service';
import { SocialProviders } from './social/social-providers';
import { TokenService } from './tokens';
import { VerificationCodes } from './verification-codes';

/** Seams for tests; the runtime passes none of these, so production gets the defaults. */
export type AuthOptions = {
  /** Lower argon2 cost: tests only (production keeps m = 19 MiB, t = 2). */
  argon2?: Argon2Cost;
  clock?: () => Date;
  /** The slowdowns' wait (auth-limits.ts): tests record it instead of waiting. */
  sleep?: (ms: number) => Promise<unknown>;
  limits?: Partial<AuthLimits>;
  rateLimitStore?: RateLimitStore;
  mailer?: Mailer;
  fetch?: typeof fetch;
};

export type AuthModule = {
  auth: AuthService;
  sessions: SessionService;
  social: SocialLoginService;
  tokens: TokenService;
  mail: MailDispatcher;
  rateLimiter: RateLimiter;
  cookieSecret: Buffer;
};

/** Wires the auth adapters (mail, rate-limit store) and services from config and secrets. */
export const createAuth = (
  deps: { config: Config; db: Db; jwtSecret: string; log: Logger },
  options: AuthOptions = {},
): AuthModule => {
  const { config, db, jwtSecret, log } = deps;
  const clock = options.clock ?? (() => new Date());
  const repository = new AuthRepository(db);
  const mail = new MailDispatcher(options.mailer ?? createMailer(config, log), log);
  const rateLimiter = new RateLimiter(
    options.rateLimitStore ?? createRateLimitStore(config.redisUrl, deps.log),
  );
  const tokens = new TokenService(deriveKey(jwtSecret, 'jwt'), config.publicUrl, clock);
  const sessions = new SessionService(repository, tokens, clock, log);
  const auth = new AuthService({
    repository,
    sessions,
    passwords: new PasswordHasher(options.argon2),
    codes: new VerificationCodes(deriveKey(jwtSecret, 'verification-code')),
    limits: new AuthRateLimits(rateLimiter, options.limits, options.sleep),
    mail,
    clock,
    publicUrl: config.publicUrl,
    log,
  });
  const social = new SocialLoginService({
    providers: new SocialProviders(config.oauth, options.fetch),
    repository,
    sessions,
    redirectUri: `${config.publicUrl}${SOCIAL_CALLBACK_ROUTE}`,
    clock,
    log,
    ...(options.fetch ? { fetchImpl: options.fetch } : {}),
  });
  return {
    auth,
    sessions,
    social,
    tokens,
    mail,
    rateLimiter,
    cookieSecret: deriveKey(jwtSecret, 'social-cookie'),
  };
};

import type { Logger } from 'pino';
import { SOCIAL_CALLBACK_ROUTE } from '@app/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { MailDispatcher } from '../../mail/mail-dispatcher';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
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
  fetch?: typeof fetch;
};

export type AuthModule = {
  auth: AuthService;
  sessions: SessionService;
  social: SocialLoginService;
  tokens: TokenService;
  cookieSecret: Buffer;
};

/**
 * Wires the auth services from config and secrets; the mail and the rate limiter are the
 * platform's (platform/create-platform.ts), given like to every other module that uses them.
 */
export const createAuth = (
  deps: {
    config: Config;
    db: Db;
    jwtSecret: string;
    log: Logger;
    mail: MailDispatcher;
    limiter: RateLimiter;
  },
  options: AuthOptions = {},
): AuthModule => {
  const { config, db, jwtSecret, log, mail } = deps;
  const clock = options.clock ?? (() => new Date());
  const repository = new AuthRepository(db);
  const tokens = new TokenService(deriveKey(jwtSecret, 'jwt'), config.publicUrl, clock);
  const sessions = new SessionService(repository, tokens, clock, log);
  const auth = new AuthService({
    repository,
    sessions,
    passwords: new PasswordHasher(options.argon2),
    codes: new VerificationCodes(deriveKey(jwtSecret, 'verification-code')),
    limits: new AuthRateLimits(deps.limiter, options.limits, options.sleep),
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
    cookieSecret: deriveKey(jwtSecret, 'social-cookie'),
  };
};

import type { Logger } from 'pino';
import {
  AUTH_TEXTS,
  ErrorCode,
  VERIFICATION_CODE,
  newPasswordSchema,
  newUsernameSchema,
  type AuthMessageResponse,
  type AuthResponse,
  type ConfirmForgotPasswordBody,
  type ConfirmSignUpBody,
  type Me,
  type SignInBody,
  type Locale,
  type SignUpResponse,
} from '@app/contract';
import { HttpError, conflict } from '../../http/http-error';
import type { MailDispatcher } from '../../mail/mail-dispatcher';
import { addressKey } from '../../rate-limit/address-key';
import type { AuthRepository, UserRow } from './auth.repository';
import { perAddress, type AuthRateLimits } from './auth-limits';
import { codeMail, signUpAttemptMail } from './auth-mails';
import { foldLogin } from './logins';
import type { PasswordHasher } from './passwords';
import type { SessionService } from './session.service';
import type { CodePurpose, VerificationCodes } from './verification-codes';

export type AuthServiceDeps = {
  repository: AuthRepository;
  sessions: SessionService;
  passwords: PasswordHasher;
  codes: VerificationCodes;
  limits: AuthRateLimits;
  mail: MailDispatcher;
  clock: () => Date;
  publicUrl: string;
  log: Logger;
};

type SignUpInput = {
  username: string;
  password: string;
  email?: string | undefined;
  locale?: Locale | undefined;
};

const ok = (message: string): AuthMessageResponse => ({ success: true, message });
const usernameTaken = () => conflict(AUTH_TEXTS.usernameTaken);
const invalidCode = () => new HttpError(400, ErrorCode.INVALID_CODE, AUTH_TEXTS.invalidCode);

/**
 * Without an email there is nothing to verify: only an unconfirmed email blocks sign-in. An
 * account that signed up with another's address waits for ever, like one whose code never came.
 */
export const needsVerification = (
  user: Pick<UserRow, 'email' | 'emailVerified' | 'signedUpWithTakenEmail'>,
) => (user.email !== null || user.signedUpWithTakenEmail) && !user.emailVerified;

/** Accounts with a password: sign-up, verification, sign-in, password reset. */
export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  async signUp(input: SignUpInput, ip: string): Promise<SignUpResponse> {
    const { repository, passwords, limits } = this.deps;
    await limits.consume('signUpPerIp', addressKey(ip));
    await limits.consume('signUpPerUsername', foldLogin(input.username));
    // first and whatever the email: a taken name answers 409 alone, so it tells nothing of the
    // address (docs/product/auth.md#sign-up)
    if (await repository.findUserByUsername(input.username)) throw usernameTaken();
    const email = input.email ?? null;
    const owner = email ? await repository.findUserByLogin(email) : null;
    const passwordHash = await passwords.hash(input.password);
    const fresh = owner
      ? null
      : await repository.createUser({
          username: input.username,
          email,
          passwordHash,
          locale: input.locale ?? null,
        });
    if (fresh) {
      const verify = needsVerification(fresh);
      if (verify) this.sendCode(fresh, 'signup');
      return this.signedUp(fresh, verify);
    }
    // a lost race for the username: that one is public anyway (comments show usernames)
    if (!email || (!owner && (await repository.findUserByUsername(input.username)))) {
      throw usernameTaken();
    }
    return this.signUpWithTakenEmail(input, email, passwordHash, owner, ip);
  }

  /**
   * An address that is already registered answers exactly like a new one, so sign-up does not
   * tell who has an account; the owner gets a mail instead. The account is made all the same,
   * without the address and never verifiable, so its name is taken and its password meets
   * 'Please verify your email' as a new account's would (docs/product/auth.md#sign-up).
   */
  private async signUpWithTakenEmail(
    { username, locale }: Pick<SignUpInput, 'username' | 'locale'>,
    email: string,
    passwordHash: string,
    owner: UserRow | null,
    ip: string,
  ): Promise<SignUpResponse> {
    const { repository, limits, mail, publicUrl, log } = this.deps;
    const user = await repository.createUser({
      username,
      email: null,
      passwordHash,
      signedUpWithTakenEmail: true,
      locale: locale ?? null,
    });
    if (!user) throw usernameTaken();
    // a lost race for the address: the winner is only known now
    const account = owner ?? (await repository.findUserByLogin(email));
    if (account?.email && (await limits.allow('mailPerAccount', account.id))) {
      mail.dispatch(
        signUpAttemptMail({
          to: account.email,
          username: account.username,
          publicUrl,
          locale: account.locale ?? 'en',
        }),
      );
    }
    log.info({ ip, userId: user.id, ownerId: account?.id }, 'sign-up with a registered email');
    // the address as typed, as a new account's answer has it
    return this.signedUp({ ...user, email }, true);
  }

  private signedUp(
    user: Pick<UserRow, 'id' | 'username' | 'email'>,
    verify: boolean,
  ): SignUpResponse {
    return {
      success: true,
      // no email given: nothing to verify, so the account is usable at once
      message: verify ? AUTH_TEXTS.signUpSuccess : AUTH_TEXTS.signUpNoEmail,
      data: {
        username: user.username,
        email: user.email,
        verification_required: verify,
        user_attributes: { sub: user.id },
      },
    };
  }

  async confirmSignUp(body: ConfirmSignUpBody, ip: string): Promise<AuthMessageResponse> {
    const address = addressKey(ip);
    const user = await this.takeCodeCheck(body.username, address);
    if (!user || !needsVerification(user)) throw invalidCode();
    await this.checkCode(user, body.username, address, 'signup', body.confirmation_code);
    await this.deps.repository.updateUser(user.id, { emailVerified: true });
    return ok(AUTH_TEXTS.emailVerified);
  }

  /** The same answer whether or not the account exists or still needs a code (no enumeration). */
  async resendConfirmation(username: string, ip: string): Promise<AuthMessageResponse> {
    const { limits, repository } = this.deps;
    await this.takeMailRequest(username, addressKey(ip));
    const user = await repository.findUserByLogin(username);
    if (user && needsVerification(user) && (await limits.allow('mailPerAccount', user.id))) {
      this.sendCode(user, 'signup');
    }
    return ok(AUTH_TEXTS.codeSent);
  }

  async signIn(body: SignInBody, ip: string): Promise<AuthResponse> {
    const { limits, repository, passwords } = this.deps;
    const address = addressKey(ip);
    await limits.consume('signInPerIp', address);
    // Counted before the password is checked, so concurrent guesses cannot all be checked; keyed
    // by the login as typed, known or not, so the limits do not tell which names and addresses
    // belong together; locked per client address and only slowed down across addresses, so
    // others' guesses never lock the owner out (docs/decisions.md#lockout-proof-limits).
    const login = foldLogin(body.username);
    const lock = perAddress(address, login);
    await limits.consume('signInPerLoginAndIp', lock);
    await limits.slowDown('signInSlowdownPerLogin', login);
    const user = await repository.findUserByLogin(login);
    const valid = user?.passwordHash
      ? await passwords.verify(user.passwordHash, body.password)
      : await passwords.verifyDummy(body.password);
    if (!user || !valid) {
      throw new HttpError(401, ErrorCode.INVALID_CREDENTIALS, AUTH_TEXTS.invalidCredentials);
    }
    await limits.reset('signInPerLoginAndIp', lock);
    await limits.refund('signInSlowdownPerLogin', login);
    if (needsVerification(user)) {
      // the password was right: help the owner along with a fresh code, within the mail limit
      if (await limits.allow('mailPerAccount', user.id)) this.sendCode(user, 'signup');
      throw new HttpError(403, ErrorCode.NOT_VERIFIED, AUTH_TEXTS.notVerified);
    }
    const data = await this.deps.sessions.issue(user);
    return { success: true, message: AUTH_TEXTS.loginSuccess, data };
  }

  /** Always the same answer (no enumeration); a code goes out only to an account's email. */
  async forgotPassword(username: string, ip: string): Promise<AuthMessageResponse> {
    const { limits, repository } = this.deps;
    await this.takeMailRequest(username, addressKey(ip));
    const user = await repository.findUserByLogin(username);
    // per account however it is named, and silent: a 429 here would tell which names belong together
    if (user?.email && (await limits.allow('mailPerAccount', user.id))) {
      this.sendCode(user, 'reset');
    }
    return ok(AUTH_TEXTS.resetSent);
  }

  async confirmForgotPassword(
    body: ConfirmForgotPasswordBody,
    ip: string,
  ): Promise<AuthMessageResponse> {
    const { limits, repository, passwords, sessions } = this.deps;
    const address = addressKey(ip);
    const user = await this.takeCodeCheck(body.username, address);
    if (!user?.email) throw invalidCode();
    await this.checkCode(user, body.username, address, 'reset', body.confirmation_code);
    await repository.updateUser(user.id, {
      passwordHash: await passwords.hash(body.new_password),
      // the code arrived by mail: the address is proven
      emailVerified: true,
    });
    // whoever knew the old password is signed out everywhere
    await sessions.revokeAll(user.id);
    // the owner proved the address: lift the sign-in lock of this client under either name
    await limits.reset('signInPerLoginAndIp', perAddress(address, foldLogin(user.username)));
    await limits.reset('signInPerLoginAndIp', perAddress(address, foldLogin(user.email)));
    return ok(AUTH_TEXTS.passwordChanged);
  }

  async me(userId: string): Promise<Me> {
    const user = await this.deps.repository.findUserById(userId);
    if (!user) throw new HttpError(401, ErrorCode.UNAUTHORIZED, AUTH_TEXTS.signInRequired);
    return {
      sub: user.id,
      username: user.username,
      email: user.email,
      email_verified: user.emailVerified,
      role: user.role,
      created_at: user.createdAt.toISOString(),
    };
  }

  /** ADMIN_USERNAME/ADMIN_PASSWORD: a verified editor, created or brought up to date at start. */
  async ensureAdmin(admin: { username: string; password: string }): Promise<UserRow> {
    const { repository, passwords } = this.deps;
    const username = newUsernameSchema.safeParse(admin.username);
    const password = newPasswordSchema.safeParse(admin.password);
    if (!username.success || !password.success) {
      const problem = username.error?.issues[0]?.message ?? password.error?.issues[0]?.message;
      throw new Error(`ADMIN_USERNAME/ADMIN_PASSWORD: ${problem}`);
    }
    const existing = await repository.findUserByUsername(username.data);
    if (!existing) {
      const created = await repository.createUser({
        username: username.data,
        email: null,
        passwordHash: await passwords.hash(password.data),
        role: 'editor',
        emailVerified: false,
      });
      if (!created) throw new Error('ADMIN_USERNAME: the account could not be created');
      return created;
    }
    if (existing.role !== 'editor') {
      // an account someone else may have registered under this name: only ADMIN_PASSWORD gets
      // in from now on, not its mail address (password reset) nor a linked social login
      this.deps.log.warn({ username: existing.username }, 'existing account promoted to editor');
      await repository.updateUser(existing.id, {
        email: null,
        emailVerified: false,
        signedUpWithTakenEmail: false,
      });
      await repository.unlinkSocialIdentities(existing.id);
    }
    const samePassword =
      existing.role === 'editor' &&
      existing.passwordHash !== null &&
      (await passwords.verify(existing.passwordHash, password.data));
    await repository.updateUser(existing.id, {
      role: 'editor',
      ...(samePassword ? {} : { passwordHash: await passwords.hash(password.data) }),
    });
    if (!samePassword) await this.deps.sessions.revokeAll(existing.id);
    return (await repository.findUserById(existing.id))!;
  }

  /** Stores a new code and mails it, after the answer (mail-dispatcher.ts: equal timing). */
  private sendCode(user: UserRow, purpose: CodePurpose): void {
    const { codes, repository, clock, mail, publicUrl } = this.deps;
    const to = user.email;
    if (!to) return;
    mail.dispatchLater(async () => {
      const code = codes.generate();
      const expiresAt = new Date(clock().getTime() + VERIFICATION_CODE.ttlMinutes * 60_000);
      await repository.replaceCode(user.id, purpose, codes.hash(user.id, purpose, code), expiresAt);
      const locale = user.locale ?? 'en';
      return codeMail({ to, username: user.username, code, purpose, publicUrl, locale });
    }, `code:${user.id}:${purpose}`);
  }

  /** Resend and forgot-password: 429 per client address, and per login as typed from it. */
  private async takeMailRequest(login: string, address: string): Promise<void> {
    const { limits } = this.deps;
    await limits.consume('mailPerIp', address);
    await limits.consume('mailPerLoginAndIp', perAddress(address, foldLogin(login)));
  }

  /**
   * Counts a code check before any code is compared (docs/decisions.md#lockout-proof-limits):
   * per client address, and per login as typed from it, with a 429, keyed alike for known and
   * unknown logins; then across addresses, as a slowdown only. Answers the account, or null when
   * there is none or this address has spent the account's budget of failed checks (across all its
   * codes and both its names): the check then fails like a wrong code, silently, because a 429
   * under the email after guesses under the username would tell that the two belong together.
   * Everything is counted per address, so others' guesses never spend the owner's.
   */
  private async takeCodeCheck(login: string, address: string): Promise<UserRow | null> {
    const { limits, repository } = this.deps;
    const folded = foldLogin(login);
    await limits.consume('codeChecksPerIp', address);
    await limits.consume('codeChecksPerLoginAndIp', perAddress(address, folded));
    await limits.slowDown('codeSlowdownPerLogin', folded);
    const user = await repository.findUserByLogin(folded);
    if (!user) return null;
    return (await limits.allow('codeFailuresPerUserAndIp', perAddress(address, user.id)))
      ? user
      : null;
  }

  /**
   * Throws unless the code is live, within this address's tries at it and equal; a right code is
   * used up. A fresh code brings this address fresh tries, but not a fresh budget. Every failure
   * answers alike, spent or wrong: a distinct answer after the fifth try would tell an account
   * with a live code (anyone can have one mailed) from an unknown login.
   */
  private async checkCode(
    user: UserRow,
    login: string,
    address: string,
    purpose: CodePurpose,
    code: string,
  ): Promise<void> {
    const { repository, codes, clock, limits } = this.deps;
    const row = await repository.findCode(user.id, purpose);
    if (!row || row.expiresAt <= clock()) throw invalidCode();
    // one code is told from the next by its keyed hash, which gives nothing away without the key
    const tries = perAddress(address, `${user.id}:${purpose}:${row.codeHash.slice(0, 16)}`);
    if (!(await limits.allow('codeTriesPerCodeAndIp', tries))) throw invalidCode();
    if (!codes.matches(row.codeHash, user.id, purpose, code)) throw invalidCode();
    if (!(await repository.useCode(user.id, purpose, row.codeHash))) throw invalidCode();
    await limits.reset('codeFailuresPerUserAndIp', perAddress(address, user.id));
    await limits.reset('codeChecksPerLoginAndIp', perAddress(address, foldLogin(login)));
  }
}

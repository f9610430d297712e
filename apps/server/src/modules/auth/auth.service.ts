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
  type SignUpResponse,
} from '@app/contract';
import { HttpError } from '../../http/http-error';
import type { MailDispatcher } from '../../mail/mail-dispatcher';
import type { AuthRepository, UserRow } from './auth.repository';
import type { AuthRateLimits } from './auth-limits';
import { codeMail, signUpAttemptMail } from './auth-mails';
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

type SignUpInput = { username: string; password: string; email?: string | undefined };

const ok = (message: string): AuthMessageResponse => ({ success: true, message });
const usernameTaken = () => new HttpError(409, ErrorCode.CONFLICT, AUTH_TEXTS.usernameTaken);
const invalidCode = () => new HttpError(400, ErrorCode.INVALID_CODE, AUTH_TEXTS.invalidCode);

/** The rate-limit key of a login as typed: the same for known and unknown accounts. */
const loginKey = (login: string) => login.toLowerCase();

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
    await limits.consume('signUpPerIp', ip);
    await limits.consume('signUpPerUsername', input.username.toLowerCase());
    // first and whatever the email: a taken name answers 409 alone, so it tells nothing of the
    // address (docs/product/accounts.md#sign-up)
    if (await repository.findUserByUsername(input.username)) throw usernameTaken();
    const email = input.email ?? null;
    const owner = email ? await repository.findUserByLogin(email) : null;
    const passwordHash = await passwords.hash(input.password);
    const fresh = owner
      ? null
      : await repository.createUser({ username: input.username, email, passwordHash });
    if (fresh) {
      const verify = needsVerification(fresh);
      if (verify) this.sendCode(fresh, 'signup');
      return this.signedUp(fresh, verify);
    }
    // a lost race for the username: that one is public anyway (comments show usernames)
    if (!email || (!owner && (await repository.findUserByUsername(input.username)))) {
      throw usernameTaken();
    }
    return this.signUpWithTakenEmail(input.username, email, passwordHash, owner, ip);
  }

  /**
   * An address that is already registered answers exactly like a new one, so sign-up does not
   * tell who has an account; the owner gets a mail instead. The account is made all the same,
   * without the address and never verifiable, so its name is taken and its password meets
   * 'Please verify your email' as a new account's would (docs/product/accounts.md#sign-up).
   */
  private async signUpWithTakenEmail(
    username: string,
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
    });
    if (!user) throw usernameTaken();
    // a lost race for the address: the winner is only known now
    const account = owner ?? (await repository.findUserByLogin(email));
    if (account?.email && (await limits.allow('mailPerAccount', account.id))) {
      mail.dispatch(
        signUpAttemptMail({ to: account.email, username: account.username, publicUrl }),
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
    await this.deps.limits.consume('codeChecksPerIp', ip);
    const user = await this.deps.repository.findUserByLogin(body.username);
    const withinBudget = await this.takeCodeCheck(user, body.username);
    if (!user || !needsVerification(user) || !withinBudget) throw invalidCode();
    await this.checkCode(user, body.username, 'signup', body.confirmation_code);
    await this.deps.repository.updateUser(user.id, { emailVerified: true });
    return ok(AUTH_TEXTS.emailVerified);
  }

  /** The same answer whether or not the account exists or still needs a code (no enumeration). */
  async resendConfirmation(username: string, ip: string): Promise<AuthMessageResponse> {
    const { limits, repository } = this.deps;
    await limits.consume('mailPerIp', ip);
    await limits.consume('mailPerLogin', loginKey(username));
    const user = await repository.findUserByLogin(username);
    if (user && needsVerification(user) && (await limits.allow('mailPerAccount', user.id))) {
      this.sendCode(user, 'signup');
    }
    return ok(AUTH_TEXTS.codeSent);
  }

  async signIn(body: SignInBody, ip: string): Promise<AuthResponse> {
    const { limits, repository, passwords } = this.deps;
    await limits.consume('signInPerIp', ip);
    // The attempt is counted before the password is checked, so concurrent guesses cannot all
    // be checked; it is keyed by the login as typed, known or not, so the lock does not tell
    // which names and addresses belong together (docs/decisions.md#accounts-and-tokens).
    const login = loginKey(body.username);
    await limits.consume('signInFailuresPerLogin', login);
    const user = await repository.findUserByLogin(body.username);
    const valid = user?.passwordHash
      ? await passwords.verify(user.passwordHash, body.password)
      : await passwords.verifyDummy(body.password);
    if (!user || !valid) {
      throw new HttpError(401, ErrorCode.INVALID_CREDENTIALS, AUTH_TEXTS.invalidCredentials);
    }
    await limits.reset('signInFailuresPerLogin', login);
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
    await limits.consume('mailPerIp', ip);
    await limits.consume('mailPerLogin', loginKey(username));
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
    await limits.consume('codeChecksPerIp', ip);
    const user = await repository.findUserByLogin(body.username);
    const withinBudget = await this.takeCodeCheck(user, body.username);
    if (!user?.email || !withinBudget) throw invalidCode();
    await this.checkCode(user, body.username, 'reset', body.confirmation_code);
    await repository.updateUser(user.id, {
      passwordHash: await passwords.hash(body.new_password),
      // the code arrived by mail: the address is proven
      emailVerified: true,
    });
    // whoever knew the old password is signed out everywhere
    await sessions.revokeAll(user.id);
    // the owner proved the address: lift a sign-in lock under either name
    await limits.reset('signInFailuresPerLogin', loginKey(user.username));
    await limits.reset('signInFailuresPerLogin', loginKey(user.email));
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
      return codeMail({ to, username: user.username, code, purpose, publicUrl });
    });
  }

  /**
   * Counts a code check before the code is compared (docs/decisions.md#accounts-and-tokens).
   * Twice: under the login as typed, known or not, with a 429 past it; and against the account's
   * budget across all its codes and names, silently, so a fresh code or the other name brings no
   * fresh guesses, and a 429 never tells which name and address belong together. False past the
   * account's budget: the check then fails like a wrong code, without comparing.
   */
  private async takeCodeCheck(user: UserRow | null, login: string): Promise<boolean> {
    const { limits } = this.deps;
    await limits.consume('codeChecksPerLogin', loginKey(login));
    return user ? limits.allow('codeFailuresPerUser', user.id) : true;
  }

  /**
   * Throws unless the code is live, within its attempts and equal; a right code is used up.
   * Every failure answers alike, spent or wrong: a distinct answer after the fifth try would tell
   * an account with a live code (anyone can have one mailed) from an unknown login.
   */
  private async checkCode(
    user: UserRow,
    login: string,
    purpose: CodePurpose,
    code: string,
  ): Promise<void> {
    const { repository, codes, clock, limits } = this.deps;
    const row = await repository.takeAttempt(user.id, purpose, VERIFICATION_CODE.maxAttempts);
    if (!row || row.expiresAt <= clock()) throw invalidCode();
    if (!codes.matches(row.codeHash, user.id, purpose, code)) throw invalidCode();
    await repository.deleteCode(user.id, purpose);
    await limits.reset('codeFailuresPerUser', user.id);
    await limits.reset('codeChecksPerLogin', loginKey(login));
  }
}

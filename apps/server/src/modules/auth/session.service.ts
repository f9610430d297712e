import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { ACCESS_TOKEN_TTL_SECONDS, AUTH_TEXTS, ErrorCode, type AuthSession } from '@app/contract';
import { HttpError } from '../../http/http-error';
import type { AuthRepository, UserRow } from './auth.repository';
import { REFRESH_TOKEN_TTL_MS, hashRefreshToken, type TokenService } from './tokens';

const sessionExpired = () => new HttpError(401, ErrorCode.UNAUTHORIZED, AUTH_TEXTS.sessionExpired);

/**
 * Sessions: an access token (15 min), an id token, and a refresh token that is used once.
 * Refreshing rotates it within its family; a replayed token revokes the family
 * (docs/decisions.md#accounts-and-tokens).
 */
export class SessionService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly tokens: TokenService,
    private readonly clock: () => Date,
    private readonly log: Logger,
  ) {}

  /** Starts a new family (a sign-in) or continues one (a refresh). */
  async issue(user: UserRow, familyId: string = randomUUID()): Promise<AuthSession> {
    const refresh = this.tokens.newRefreshToken();
    await this.repository.insertRefreshToken({
      userId: user.id,
      familyId,
      tokenHash: refresh.hash,
      expiresAt: new Date(this.clock().getTime() + REFRESH_TOKEN_TTL_MS),
    });
    const tokenUser = { id: user.id, username: user.username, role: user.role, email: user.email };
    return {
      access_token: await this.tokens.accessToken(tokenUser),
      refresh_token: refresh.token,
      id_token: await this.tokens.idToken(tokenUser),
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      username: user.username,
      email: user.email,
      role: user.role,
      user_attributes: { sub: user.id },
      locale: user.locale,
    };
  }

  async refresh(refreshToken: string): Promise<AuthSession> {
    const now = this.clock();
    const row = await this.repository.findRefreshToken(hashRefreshToken(refreshToken));
    if (!row || row.revokedAt) throw sessionExpired();
    if (row.usedAt || !(await this.repository.markRefreshTokenUsed(row.id, now))) {
      // a used token came back: it was stolen or the client misbehaves; end the whole session
      await this.repository.revokeFamily(row.familyId, now);
      this.log.warn({ userId: row.userId }, 'refresh token reused: session family revoked');
      throw sessionExpired();
    }
    if (row.expiresAt <= now) throw sessionExpired();
    const user = await this.repository.findUserById(row.userId);
    if (!user) throw sessionExpired();
    return this.issue(user, row.familyId);
  }

  /** Idempotent: an unknown or already revoked token signs out just the same. */
  async signOut(refreshToken: string): Promise<void> {
    const row = await this.repository.findRefreshToken(hashRefreshToken(refreshToken));
    if (row) await this.repository.revokeFamily(row.familyId, this.clock());
  }

  async revokeAll(userId: string): Promise<void> {
    await this.repository.revokeUserTokens(userId, this.clock());
  }
}

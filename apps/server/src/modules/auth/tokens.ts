import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_TTL_SECONDS,
  ID_TOKEN_AUDIENCE,
  ROLES,
  type Role,
} from '@app/contract';

import type { AccessTokenVerifier } from '../../http/auth-guard';
import { DAY_MS } from '../../lib/time';

export type TokenUser = { id: string; username: string; role: Role; email: string | null };
type AccessCheck = Awaited<ReturnType<AccessTokenVerifier['verifyAccessToken']>>;

export const REFRESH_TOKEN_TTL_MS = 30 * DAY_MS;

// the only algorithm we sign with is the only one we accept: never `none`, never RS/HS confusion
const ALGORITHMS = ['HS256'];

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Access and id tokens (HS256 JWTs) and opaque refresh tokens. */
export class TokenService implements AccessTokenVerifier {
  constructor(
    private readonly key: Uint8Array,
    /** PUBLIC_URL: the `iss` of every token we sign, checked on every token we read. */
    private readonly issuer: string,
    private readonly clock: () => Date,
  ) {}

  private sign(claims: Record<string, unknown>, subject: string, audience: string) {
    const now = seconds(this.clock());
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setIssuer(this.issuer)
      .setAudience(audience)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
      .setJti(randomUUID())
      .sign(this.key);
  }

  accessToken(user: TokenUser): Promise<string> {
    return this.sign({ username: user.username, role: user.role }, user.id, ACCESS_TOKEN_AUDIENCE);
  }

  /** OIDC-style identity for the web client: who signed in, not a credential for the API. */
  idToken(user: TokenUser): Promise<string> {
    return this.sign({ username: user.username, email: user.email }, user.id, ID_TOKEN_AUDIENCE);
  }

  async verifyAccessToken(token: string): Promise<AccessCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ALGORITHMS,
        audience: ACCESS_TOKEN_AUDIENCE,
        issuer: this.issuer,
        currentDate: this.clock(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const { sub, username, role } = payload;
      if (
        typeof sub !== 'string' ||
        typeof username !== 'string' ||
        !ROLES.includes(role as Role)
      ) {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, user: { id: sub, username, role: role as Role } };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  /** 32 random bytes: the client's copy; the database keeps only its SHA-256. */
  newRefreshToken(): { token: string; hash: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: hashRefreshToken(token) };
  }
}

export const hashRefreshToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

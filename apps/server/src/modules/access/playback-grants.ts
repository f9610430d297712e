import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { GRANTED_MEDIA_PREFIX, PLAYBACK_GRANT } from '@app/contract';

/** What a valid token opens: one episode, until `expiresAt` (ms since the epoch). */
export type VerifiedGrant = { episodeId: string; expiresAt: number };

/** A token as it sits in a media path, with the instant it stops opening its episode. */
export type IssuedGrant = { token: string; mediaPrefix: string; expiresAt: Date };

const VERSION = 'g1';
// 128 bits of HMAC-SHA256: the length Mux's and CloudFront's signed URLs get by with
const SIGNATURE_BYTES = 16;
// tokens checked recently: a player asks for a segment every 2 s, each with the same token
const VERIFIED_CACHE_MAX = 10_000;

/** A viewer's tag in the token: binds the grant without writing a user id into URLs and logs. */
const viewerTag = (viewer: string): string =>
  createHash('sha256').update(viewer).digest('base64url').slice(0, 16);

/**
 * Signed playback grants (docs/decisions.md#playback-grants): `g1.{expiry}.{episode}.{viewer}.{sig}`,
 * a path segment under `/media/g/`. The key is derived from the server secret, so any instance
 * checks any token with no database read. Relative URIs in the playlists resolve under the same
 * prefix, so one token opens the master, its variants, segments and captions of its episode.
 */
export class PlaybackGrants {
  private readonly key: Buffer;
  private readonly verified = new Map<string, VerifiedGrant>();

  constructor(
    secret: string,
    private readonly clock: () => Date = () => new Date(),
    private readonly ttlMs: number = PLAYBACK_GRANT.ttlMs,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'reelforge', 'playback-grant', 32));
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key)
      .update(payload)
      .digest()
      .subarray(0, SIGNATURE_BYTES)
      .toString('base64url');
  }

  /** A grant of one episode to one viewer (a user id, or a guest's viewer id). */
  issue(episodeId: string, viewer: string): IssuedGrant {
    // whole minutes: every request of one viewer within a minute gets the same URL, so the
    // browser's HTTP cache still serves segments it fetched under the previous answer
    const expiresAt = Math.ceil((this.clock().getTime() + this.ttlMs) / 60_000) * 60_000;
    const payload = `${VERSION}.${(expiresAt / 1000).toString(36)}.${episodeId}.${viewerTag(viewer)}`;
    const token = `${payload}.${this.sign(payload)}`;
    return {
      token,
      mediaPrefix: `${GRANTED_MEDIA_PREFIX}${token}/`,
      expiresAt: new Date(expiresAt),
    };
  }

  /** The episode a token opens now, or null (malformed, forged or expired). */
  verify(token: string): VerifiedGrant | null {
    const now = this.clock().getTime();
    const known = this.verified.get(token);
    if (known) return known.expiresAt > now ? known : null;
    const parts = token.split('.');
    if (parts.length !== 5 || parts[0] !== VERSION) return null;
    const [, expiry, episodeId, , signature] = parts as [string, string, string, string, string];
    const expected = Buffer.from(this.sign(token.slice(0, token.lastIndexOf('.'))));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expiresAt = parseInt(expiry, 36) * 1000;
    if (!Number.isFinite(expiresAt) || expiresAt <= now) return null;
    const grant = { episodeId, expiresAt };
    if (this.verified.size >= VERIFIED_CACHE_MAX) this.verified.clear();
    this.verified.set(token, grant);
    return grant;
  }
}

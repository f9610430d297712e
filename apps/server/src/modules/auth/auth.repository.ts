import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { refreshTokens, socialIdentities, users, verificationCodes } from '../../db/schema';
import { foldLogin } from './logins';
import type { CodePurpose } from './verification-codes';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<
  typeof users.$inferInsert,
  'username' | 'email' | 'passwordHash' | 'locale'
> &
  Partial<Pick<typeof users.$inferInsert, 'role' | 'emailVerified' | 'signedUpWithTakenEmail'>>;
export type CodeRow = typeof verificationCodes.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

// folded in JavaScript, not by lower() on both sides: see foldLogin
const usernameIs = (username: string) => sql`lower(${users.username}) = ${foldLogin(username)}`;

/** Drizzle queries for accounts, codes, refresh tokens and social links. Rules: the services. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  async findUserById(id: string): Promise<UserRow | null> {
    const rows = await this.db.select().from(users).where(eq(users.id, id));
    return rows[0] ?? null;
  }

  async findUserByUsername(username: string): Promise<UserRow | null> {
    const rows = await this.db.select().from(users).where(usernameIs(username));
    return rows[0] ?? null;
  }

  /** Usernames cannot contain '@' (USERNAME_PATTERN), so the two kinds of login never collide. */
  async findUserByLogin(login: string): Promise<UserRow | null> {
    if (!login.includes('@')) return this.findUserByUsername(login);
    const rows = await this.db
      .select()
      .from(users)
      .where(eq(users.email, foldLogin(login)));
    return rows[0] ?? null;
  }

  async emailInUse(email: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, foldLogin(email)));
    return rows.length > 0;
  }

  /** Null when the username or the email is already taken (checked by the unique indexes). */
  async createUser(user: NewUser): Promise<UserRow | null> {
    const rows = await this.db.insert(users).values(user).onConflictDoNothing().returning();
    return rows[0] ?? null;
  }

  async updateUser(
    id: string,
    patch: Partial<
      Pick<UserRow, 'passwordHash' | 'role' | 'emailVerified' | 'email' | 'signedUpWithTakenEmail'>
    >,
  ): Promise<void> {
    await this.db
      .update(users)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(users.id, id));
  }

  async deleteUser(id: string): Promise<void> {
    await this.db.delete(users).where(eq(users.id, id));
  }

  // --- verification codes ---

  /**
   * A new code replaces the user's previous one for the same purpose. Its tries are counted per
   * client address by the rate limits, not in `attempts`, which stays 0.
   */
  async replaceCode(userId: string, purpose: CodePurpose, codeHash: string, expiresAt: Date) {
    await this.db
      .insert(verificationCodes)
      .values({ userId, purpose, codeHash, expiresAt, attempts: 0 })
      .onConflictDoUpdate({
        target: [verificationCodes.userId, verificationCodes.purpose],
        set: { codeHash, expiresAt, attempts: 0, createdAt: sql`now()` },
      });
  }

  async findCode(userId: string, purpose: CodePurpose): Promise<CodeRow | null> {
    const rows = await this.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)));
    return rows[0] ?? null;
  }

  /**
   * Uses the code up: true for the one caller that deleted it, so a right code works once even
   * when it arrives twice at the same moment; false when it was used or replaced meanwhile.
   */
  async useCode(userId: string, purpose: CodePurpose, codeHash: string): Promise<boolean> {
    const rows = await this.db
      .delete(verificationCodes)
      .where(
        and(
          eq(verificationCodes.userId, userId),
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.codeHash, codeHash),
        ),
      )
      .returning({ userId: verificationCodes.userId });
    return rows.length > 0;
  }

  // --- refresh tokens ---

  async insertRefreshToken(
    token: Pick<RefreshTokenRow, 'userId' | 'familyId' | 'tokenHash' | 'expiresAt'>,
  ): Promise<void> {
    await this.db.insert(refreshTokens).values(token);
  }

  async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | null> {
    const rows = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return rows[0] ?? null;
  }

  /** Marks a live token used; false when another request used or revoked it first. */
  async markRefreshTokenUsed(id: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(refreshTokens.id, id),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ id: refreshTokens.id });
    return rows.length > 0;
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  async revokeUserTokens(userId: string, at: Date): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  // --- social identities ---

  async findUserBySocialIdentity(provider: string, subject: string): Promise<UserRow | null> {
    const rows = await this.db
      .select({ user: users })
      .from(socialIdentities)
      .innerJoin(users, eq(users.id, socialIdentities.userId))
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
    return rows[0]?.user ?? null;
  }

  /** False when the identity is already linked (two callbacks raced). */
  async linkSocialIdentity(link: {
    provider: string;
    subject: string;
    userId: string;
    email: string | null;
  }): Promise<boolean> {
    const rows = await this.db
      .insert(socialIdentities)
      .values(link)
      .onConflictDoNothing()
      .returning({ userId: socialIdentities.userId });
    return rows.length > 0;
  }

  async unlinkSocialIdentities(userId: string): Promise<void> {
    await this.db.delete(socialIdentities).where(eq(socialIdentities.userId, userId));
  }
}

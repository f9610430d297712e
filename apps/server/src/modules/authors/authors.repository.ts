import { and, arrayContains, desc, asc, eq, or, sql } from 'drizzle-orm';
import type { AuthorRole } from '@app/contract';
import type { Db } from '../../db/database';
import { authorFollows, episodes, mediaAssets, series } from '../../db/schema';

export type AuthorSeriesRow = {
  id: string;
  title: string;
  year: number;
  posterKey: string | null;
  episodesCount: number;
  role: AuthorRole;
};

/**
 * The author's credits: they directed the series, or the cast lists them. Both sides use an
 * index (series_director_idx, series_cast_idx), so the page does not scan the catalogue.
 */
const creditedTo = (name: string) =>
  and(
    eq(series.status, 'published'),
    or(eq(series.director, name), arrayContains(series.cast, [name])),
  );

/** Drizzle queries for author pages and follows. No rules here: see the service. */
export class AuthorsRepository {
  constructor(private readonly db: Db) {}

  /** Published series the name directed or stars in, newest first. */
  async seriesOf(name: string): Promise<AuthorSeriesRow[]> {
    return this.db
      .select({
        id: series.id,
        title: series.title,
        year: series.year,
        posterKey: mediaAssets.sourceKey,
        episodesCount: sql<number>`(select count(*)::int from ${episodes} e where e.series_id = ${series.id})`,
        // one entry per series: directing it is the credit the badge shows
        role: sql<AuthorRole>`case when ${series.director} = ${name} then 'director' else 'cast' end`,
      })
      .from(series)
      .leftJoin(mediaAssets, eq(mediaAssets.id, series.posterAssetId))
      .where(creditedTo(name))
      .orderBy(desc(series.createdAt), asc(series.id));
  }

  async isAuthor(name: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: series.id })
      .from(series)
      .where(creditedTo(name))
      .limit(1);
    return rows.length > 0;
  }

  async followerCount(name: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(authorFollows)
      .where(eq(authorFollows.authorName, name));
    return row?.count ?? 0;
  }

  async isFollowing(userId: string, name: string): Promise<boolean> {
    const rows = await this.db
      .select({ userId: authorFollows.userId })
      .from(authorFollows)
      .where(and(eq(authorFollows.userId, userId), eq(authorFollows.authorName, name)));
    return rows.length > 0;
  }

  /** Idempotent: the primary key turns a repeat into nothing. */
  async follow(userId: string, name: string): Promise<void> {
    await this.db.insert(authorFollows).values({ userId, authorName: name }).onConflictDoNothing();
  }

  async unfollow(userId: string, name: string): Promise<void> {
    await this.db
      .delete(authorFollows)
      .where(and(eq(authorFollows.userId, userId), eq(authorFollows.authorName, name)));
  }
}

import { AUTHOR_TEXTS, authorAvatarUrl, type AuthorProfile, type FollowState } from '@app/contract';
import { notFound } from '../../http/http-error';
import { TtlCache } from '../../lib/ttl-cache';
import type { Storage } from '../../storage/storage';
import type { AuthorSeriesRow, AuthorsRepository } from './authors.repository';

/**
 * The top of an author's page as everyone sees it (its server-rendered first paint): the About
 * text, how many series, and the first one's poster, the page's largest image.
 */
export type AuthorPageTop = { description: string; seriesCount: number; poster: string | null };

// a hint only: a newly published series may take this long to show in an author's first paint
const PAGE_TOP_TTL_MS = 60_000;

/** The About text, from the author's credits. */
const describe = (name: string, rows: readonly AuthorSeriesRow[]): string => {
  const directed = rows.filter((row) => row.role === 'director').length;
  return AUTHOR_TEXTS.description(name, directed, rows.length - directed);
};

/**
 * Author pages and follows (docs/product/authors.md). An author is a name the published
 * catalogue credits as director or cast; a name it does not credit is not found (the page then
 * shows its generic profile).
 */
export class AuthorsService {
  /** Each author's page top as the last profile or look-up read it; null: not an author. */
  private readonly pageTops = new TtlCache<AuthorPageTop | null>(PAGE_TOP_TTL_MS, 2_000);

  constructor(
    private readonly repository: AuthorsRepository,
    private readonly storage: Storage,
  ) {}

  async profile(name: string, viewerId: string | null): Promise<AuthorProfile> {
    const [rows, followerCount, isFollowing] = await Promise.all([
      this.repository.seriesOf(name),
      this.repository.followerCount(name),
      viewerId ? this.repository.isFollowing(viewerId, name) : false,
    ]);
    const top = this.topOf(name, rows);
    // the page's first paint reads it when the page is next loaded (modules/web-shell)
    this.pageTops.set(name, top);
    if (!top) throw notFound(AUTHOR_TEXTS.notFound);
    return {
      name,
      avatar: authorAvatarUrl(name),
      description: top.description,
      followerCount,
      isFollowing,
      series: rows.map((row) => ({
        id: row.id,
        title: row.title,
        image: row.posterKey ? this.storage.publicUrl(row.posterKey) : '',
        year: row.year,
        episodesCount: row.episodesCount,
        role: row.role,
      })),
    };
  }

  /** The author's page top, read now (and held, as a profile's is); null for an unknown name. */
  async pageTop(name: string): Promise<AuthorPageTop | null> {
    const top = this.topOf(name, await this.repository.seriesOf(name));
    this.pageTops.set(name, top);
    return top;
  }

  /**
   * The page top a profile or look-up of the last minute read, without asking the database:
   * undefined when none did (null: the name is no author's).
   */
  heldPageTop(name: string): AuthorPageTop | null | undefined {
    return this.pageTops.get(name);
  }

  private topOf(name: string, rows: readonly AuthorSeriesRow[]): AuthorPageTop | null {
    const [first] = rows;
    if (!first) return null;
    return {
      description: describe(name, rows),
      seriesCount: rows.length,
      poster: first.posterKey ? this.storage.publicUrl(first.posterKey) : null,
    };
  }

  /** Idempotent; only names the catalogue credits can be followed. */
  async follow(name: string, userId: string): Promise<FollowState> {
    if (!(await this.repository.isAuthor(name))) throw notFound(AUTHOR_TEXTS.notFound);
    await this.repository.follow(userId, name);
    return this.state(name, userId);
  }

  /** Idempotent; allowed for any name, so a follow outlives its author's series being removed. */
  async unfollow(name: string, userId: string): Promise<FollowState> {
    await this.repository.unfollow(userId, name);
    return this.state(name, userId);
  }

  private async state(name: string, userId: string): Promise<FollowState> {
    const [followerCount, isFollowing] = await Promise.all([
      this.repository.followerCount(name),
      this.repository.isFollowing(userId, name),
    ]);
    return { followerCount, isFollowing };
  }
}

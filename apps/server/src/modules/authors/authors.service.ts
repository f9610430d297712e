import { AUTHOR_TEXTS, authorAvatarUrl, type AuthorProfile, type FollowState } from '@app/contract';
import { notFound } from '../../http/http-error';
import type { Storage } from '../../storage/storage';
import type { AuthorsRepository } from './authors.repository';

/**
 * Author pages and follows (docs/product/authors.md). An author is a name the published
 * catalogue credits as director or cast; a name it does not credit is not found (the page then
 * shows its generic profile).
 */
export class AuthorsService {
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
    if (rows.length === 0) throw notFound(AUTHOR_TEXTS.notFound);
    const directed = rows.filter((row) => row.role === 'director').length;
    return {
      name,
      avatar: authorAvatarUrl(name),
      description: AUTHOR_TEXTS.description(name, directed, rows.length - directed),
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

  /** The poster of the page's first series (its largest image), or null. */
  async firstPoster(name: string): Promise<string | null> {
    const [first] = await this.repository.seriesOf(name);
    return first?.posterKey ? this.storage.publicUrl(first.posterKey) : null;
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

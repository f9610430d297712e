import { CONTINUE_WATCHING, type WatchPosition } from '@app/contract';
import { userOwner, viewerOwner } from '../../platform/viewer-identity';
import type { ContinueWatchingRepository, PositionRow } from './continue-watching.repository';

const toPosition = (row: PositionRow): WatchPosition => ({
  series_id: row.seriesId,
  episode_id: row.episodeId,
  episode_number: row.episodeNumber,
  position: row.position,
  duration: row.duration,
  updated_at: row.updatedAt.toISOString(),
});

/**
 * Whose positions a request sees: the signed-in user's and this browser's viewer id's (what
 * was watched before signing in still resumes), newest first; a guest sees the viewer id's.
 */
const ownersOf = (userId: string | null, viewerId: string | undefined): string[] => [
  ...(userId ? [userOwner(userId)] : []),
  ...(viewerId ? [viewerOwner(viewerId)] : []),
];

export class ContinueWatchingService {
  constructor(private readonly repository: ContinueWatchingRepository) {}

  async list(userId: string | null, viewerId: string | undefined): Promise<WatchPosition[]> {
    const rows = await this.repository.latest(
      ownersOf(userId, viewerId),
      null,
      CONTINUE_WATCHING.maxItems,
    );
    return rows.map(toPosition);
  }

  async forSeries(
    seriesId: string,
    userId: string | null,
    viewerId: string | undefined,
  ): Promise<WatchPosition | null> {
    const [row] = await this.repository.latest(ownersOf(userId, viewerId), seriesId, 1);
    return row ? toPosition(row) : null;
  }
}

import { randomUuid } from './uuid';

/**
 * A watch event's session_id: one per series watched in a row. It changes when the series
 * changes, and after an explicit stop, which ends the session.
 */
export class WatchSession {
  private current: { seriesId: string; id: string } | null = null;

  idFor(seriesId: string): string {
    if (this.current?.seriesId !== seriesId) this.current = { seriesId, id: randomUuid() };
    return this.current.id;
  }

  end(): void {
    this.current = null;
  }
}

import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import type { GroupCommitOptions } from '../../lib/group-commit';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { KnownEpisodes } from './known-episodes';
import { MetricsRepository } from './metrics.repository';
import { MetricsService, type MetricsRateLimits } from './metrics.service';
import { WatchDrain, type WatchDrainOptions } from './watch-drain';
import { WatchRollups } from './watch-rollups';

/** Test seams and tuning; the runtime passes none. */
export type MetricsOptions = {
  /** How watch events of concurrent requests are gathered into one statement. */
  groupCommit?: Partial<GroupCommitOptions>;
  /** Events per minute per client address and per signed-in user (both endpoints together). */
  eventsPerMinute?: { perIp?: number; perUser?: number };
  /** When the rollups and positions follow the stored events. */
  rollups?: Partial<WatchDrainOptions>;
};

export type MetricsModule = { metrics: MetricsService };

/**
 * Group commit defaults: the first request of a quiet moment waits 2 ms for company; a statement
 * takes up to 2,000 rows (four requests of the largest size); PGlite runs one statement at a
 * time, so one write runs there while the next gathers, two on PostgreSQL
 * (docs/product/metrics.md#metrics-calls).
 */
const groupCommitDefaults = (engine: 'pglite' | 'postgres'): GroupCommitOptions => ({
  maxWaitMs: 2,
  maxRows: 2000,
  maxInFlight: engine === 'postgres' ? 2 : 1,
});

/**
 * The rollups run 100 ms after a write, gathering what follows, and look every second for what
 * other instances stored; a statement takes about 5,000 events (docs/product/metrics.md#rollups).
 */
const ROLLUP_DEFAULTS: WatchDrainOptions = {
  delayMs: 100,
  pollMs: 1000,
  maxRows: 5000,
  closeWithinMs: 5000,
  manual: false,
};

/**
 * A player sends about one event a second (docs/product/metrics.md#limits): a user gets
 * 20 a second, for a few tabs and devices at once; an address 200 a second, for a few hundred
 * players behind one NAT or office proxy.
 */
export const METRICS_EVENTS_PER_MINUTE = { perIp: 12_000, perUser: 1_200 } as const;

const rateLimits = (perMinute: MetricsOptions['eventsPerMinute'] = {}): MetricsRateLimits => ({
  perIp: {
    name: 'metrics-events-ip',
    limit: perMinute.perIp ?? METRICS_EVENTS_PER_MINUTE.perIp,
    windowMs: 60_000,
  },
  perUser: {
    name: 'metrics-events-user',
    limit: perMinute.perUser ?? METRICS_EVENTS_PER_MINUTE.perUser,
    windowMs: 60_000,
  },
});

export const createMetrics = (
  deps: {
    db: Db;
    engine: 'pglite' | 'postgres';
    limiter: RateLimiter;
    log: Pick<Logger, 'error'>;
    /** The catalogue's change hook (here, or another instance's through the cache bus). */
    onCatalogueChange: (listener: () => void) => void;
  },
  options: MetricsOptions = {},
): MetricsModule => {
  const repository = new MetricsRepository(deps.db);
  const known = new KnownEpisodes(() => repository.publishedEpisodes(), { recheckMs: 1000 });
  deps.onCatalogueChange(() => known.invalidate());
  const rollups = new WatchDrain(
    new WatchRollups(deps.db),
    { ...ROLLUP_DEFAULTS, ...options.rollups },
    deps.log,
  );
  return {
    metrics: new MetricsService({
      repository,
      rollups,
      known,
      limiter: deps.limiter,
      limits: rateLimits(options.eventsPerMinute),
      groupCommit: { ...groupCommitDefaults(deps.engine), ...options.groupCommit },
    }),
  };
};

import {
  ErrorCode,
  METRICS_TEXTS,
  userEventSchema,
  watchEventSchema,
  type MetricsBatchResult,
} from '@app/contract';
import type { z } from 'zod';
import { rateLimited } from '../../http/http-error';
import { GroupCommit, type GroupCommitOptions } from '../../lib/group-commit';
import { addressKey } from '../../rate-limit/address-key';
import type { RateLimiter, RateLimitRule } from '../../rate-limit/rate-limiter';
import { derivedEventId } from './event-key';
import type { WatchDrain } from './watch-drain';
import type { KnownEpisodes } from './known-episodes';
import type {
  MetricsRepository,
  StoredUserEvent,
  StoredWatchEvent,
  WatchEventGroup,
} from './metrics.repository';
import { ANONYMOUS_VIEWER_PREFIX } from '../../platform/viewer-identity';

/** 200: all stored; 207: some rejected, the rest stored; 400: none valid, nothing stored. */
export type BatchOutcome =
  | { status: 200 | 207; body: MetricsBatchResult }
  | { status: 400; body: MetricsBatchResult & { detail: string; code: ErrorCode } };

type Rejected = MetricsBatchResult['rejected'][number];

const describe = (error: z.ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return 'invalid event';
  const where = issue.path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
};

/**
 * A request holds one event or an array of them. Each is checked on its own, so a malformed
 * event is listed with its index while its valid neighbours are stored. Repeats of one event_id
 * in a request count as duplicates, like repeats of an earlier request.
 */
const validate = <S extends z.ZodType, T extends { event_id: string }>(
  schema: S,
  body: unknown,
  complete: (event: z.output<S>) => T,
  /** Why a well-formed event is still refused (e.g. an unknown series), or null. */
  check: (event: z.output<S>) => string | null = () => null,
): { valid: T[]; rejected: Rejected[]; repeats: number; refusedByCheck: boolean } => {
  const items: unknown[] = Array.isArray(body) ? body : [body];
  const valid: T[] = [];
  const rejected: Rejected[] = [];
  const seen = new Set<string>();
  let repeats = 0;
  let refusedByCheck = false;
  items.forEach((item, index) => {
    const parsed = schema.safeParse(item);
    if (!parsed.success) {
      rejected.push({ index, detail: describe(parsed.error) });
      return;
    }
    const problem = check(parsed.data);
    if (problem) {
      rejected.push({ index, detail: problem });
      refusedByCheck = true;
      return;
    }
    const event = complete(parsed.data);
    if (seen.has(event.event_id)) {
      repeats++;
    } else {
      seen.add(event.event_id);
      valid.push(event);
    }
  });
  return { valid, rejected, repeats, refusedByCheck };
};

const outcome = (
  stored: { valid: number; inserted: number; repeats: number },
  rejected: Rejected[],
): BatchOutcome => {
  const body = {
    accepted: stored.inserted,
    duplicates: stored.valid - stored.inserted + stored.repeats,
    rejected,
  };
  if (stored.valid === 0) {
    const first = rejected[0];
    return {
      status: 400,
      body: {
        detail: first
          ? `${METRICS_TEXTS.noValidEvents}: event ${first.index}: ${first.detail}`
          : METRICS_TEXTS.noValidEvents,
        code: ErrorCode.VALIDATION_FAILED,
        ...body,
      },
    };
  }
  return { status: rejected.length > 0 ? 207 : 200, body };
};

/**
 * A spec-shaped watch event made storable: without `event_id`, a key derived from what the event
 * says (an identical retry gets the same key, so it is stored once); without `viewer_id`, filed
 * under the signed-in user if any, else under its `user_id` or as anonymous, in a viewer id no
 * client can send (ANONYMOUS_VIEWER_PREFIX), so nothing is resumed for it.
 */
const completeWatchEvent = (
  event: z.output<typeof watchEventSchema>,
  userId: string | null,
): StoredWatchEvent => ({
  ...event,
  event_id:
    event.event_id ??
    derivedEventId([
      'watch',
      userId,
      event.viewer_id ?? null,
      event.user_id ?? null,
      event.series_id,
      event.episode_id,
      event.episode_number ?? null,
      event.event_type,
      event.current_time,
      event.episode_duration,
      event.platform,
      event.timestamp.getTime(),
      event.session_id,
    ]),
  viewer_id: event.viewer_id ?? ANONYMOUS_VIEWER_PREFIX + (event.user_id ?? ''),
});

/** Who sent a request: the signed-in user (null for none) and the client address. */
export type MetricsClient = { userId: string | null; ip: string };

/** Events a client may send per window: per address, and per signed-in user. */
export type MetricsRateLimits = { perIp: RateLimitRule; perUser: RateLimitRule };

export type MetricsServiceDeps = {
  repository: MetricsRepository;
  /** The rollups and positions, updated from the stored events after the answer. */
  rollups: WatchDrain;
  known: KnownEpisodes;
  limiter: RateLimiter;
  limits: MetricsRateLimits;
  groupCommit: GroupCommitOptions;
};

/**
 * Watch and user events: limited per client, checked against the catalogue, validated,
 * deduplicated, durable before 2xx (docs/product/metrics.md#metrics-calls); the rollups and
 * positions follow in the background (docs/product/metrics.md#rollups).
 */
export class MetricsService {
  /** Watch events of concurrent requests, written together (lib/group-commit.ts). */
  private readonly watchWrites: GroupCommit<WatchEventGroup, number>;
  private readonly repository: MetricsRepository;

  constructor(private readonly deps: MetricsServiceDeps) {
    const { repository, groupCommit, rollups } = deps;
    this.repository = repository;
    this.watchWrites = new GroupCommit(
      async (groups) => {
        const counts = await this.repository.insertWatchEventGroups(groups);
        rollups.notify();
        return counts;
      },
      (group) => group.events.length,
      groupCommit,
    );
    rollups.start();
  }

  /**
   * Counts the request's events against the client's limits (every event sent counts, the
   * malformed ones too); 429 once either is passed.
   */
  private async admit(body: unknown, client: MetricsClient): Promise<void> {
    const { limiter, limits } = this.deps;
    const events = Array.isArray(body) ? body.length : 1;
    const [ipOk, userOk] = await Promise.all([
      limiter.attempt(limits.perIp, addressKey(client.ip), events),
      client.userId ? limiter.attempt(limits.perUser, client.userId, events) : true,
    ]);
    if (!ipOk || !userOk) throw rateLimited(METRICS_TEXTS.rateLimited);
  }

  /**
   * Writes the events still gathering, then rolls up what is left (for a few seconds at most;
   * the next start takes the rest); resolves once both are done.
   */
  async close(): Promise<void> {
    await this.watchWrites.close();
    await this.deps.rollups.close();
  }

  /**
   * Resolves once every watch event stored so far is in the rollups and positions: for tests
   * and tools that read them right after posting (readers otherwise lag by well under a second).
   */
  flushRollups(): Promise<void> {
    return this.deps.rollups.flush();
  }

  async ingestWatch(body: unknown, client: MetricsClient): Promise<BatchOutcome> {
    await this.admit(body, client);
    const { userId } = client;
    const { known } = this.deps;
    await known.ready();
    const check = () =>
      validate(
        watchEventSchema,
        body,
        (event) => completeWatchEvent(event, userId),
        (event) => known.problem(event.series_id, event.episode_id, event.episode_number),
      );
    let checked = check();
    // a series published a moment ago may not have reached this instance's lists yet
    if (checked.refusedByCheck && (await known.recheck())) checked = check();
    const { valid, rejected, repeats } = checked;
    // answered only after the statement holding them has committed: a 2xx is durable
    const inserted =
      valid.length > 0 ? await this.watchWrites.submit({ events: valid, userId }) : 0;
    return outcome({ valid: valid.length, inserted, repeats }, rejected);
  }

  async ingestUser(body: unknown, client: MetricsClient): Promise<BatchOutcome> {
    await this.admit(body, client);
    const { userId } = client;
    const { valid, rejected, repeats } = validate(userEventSchema, body, (event): StoredUserEvent =>
      // assigned, not spread: the free fields' index signature cannot hold the Date
      Object.assign(event, { event_id: event.event_id ?? derivedEventId(['user', userId, event]) }),
    );
    const inserted =
      valid.length > 0
        ? await this.repository.insertUserEvents(
            valid.map((event) => {
              // the free fields: everything but the envelope the columns hold
              const { event_id: _id, platform: _p, timestamp: _t, viewer_id: _v, ...data } = event;
              return { event, data };
            }),
            userId,
          )
        : 0;
    return outcome({ valid: valid.length, inserted, repeats }, rejected);
  }
}

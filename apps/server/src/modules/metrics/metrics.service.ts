import {
  ErrorCode,
  METRICS_TEXTS,
  userEventSchema,
  watchEventSchema,
  type MetricsBatchResult,
} from '@app/contract';
import type { z } from 'zod';
import { GroupCommit, type GroupCommitOptions } from '../../lib/group-commit';
import { derivedEventId } from './event-key';
import type {
  MetricsRepository,
  StoredUserEvent,
  StoredWatchEvent,
  WatchEventGroup,
} from './metrics.repository';
import { ANONYMOUS_VIEWER_PREFIX } from './owner';

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
): { valid: T[]; rejected: Rejected[]; repeats: number } => {
  const items: unknown[] = Array.isArray(body) ? body : [body];
  const valid: T[] = [];
  const rejected: Rejected[] = [];
  const seen = new Set<string>();
  let repeats = 0;
  items.forEach((item, index) => {
    const parsed = schema.safeParse(item);
    if (!parsed.success) {
      rejected.push({ index, detail: describe(parsed.error) });
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
  return { valid, rejected, repeats };
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

/**
 * Watch and user events: validated, deduplicated, durable before 2xx
 * (docs/product/engagement.md#metrics-calls).
 */
export class MetricsService {
  /** Watch events of concurrent requests, written together (lib/group-commit.ts). */
  private readonly watchWrites: GroupCommit<WatchEventGroup, number>;

  constructor(
    private readonly repository: MetricsRepository,
    options: { groupCommit: GroupCommitOptions },
  ) {
    this.watchWrites = new GroupCommit(
      (groups) => this.repository.insertWatchEventGroups(groups),
      (group) => group.events.length,
      options.groupCommit,
    );
  }

  /** Writes the events still gathering; resolves once every write has finished. */
  close(): Promise<void> {
    return this.watchWrites.close();
  }

  async ingestWatch(body: unknown, userId: string | null): Promise<BatchOutcome> {
    const { valid, rejected, repeats } = validate(watchEventSchema, body, (event) =>
      completeWatchEvent(event, userId),
    );
    // answered only after the statement holding them has committed: a 2xx is durable
    const inserted =
      valid.length > 0 ? await this.watchWrites.submit({ events: valid, userId }) : 0;
    return outcome({ valid: valid.length, inserted, repeats }, rejected);
  }

  async ingestUser(body: unknown, userId: string | null): Promise<BatchOutcome> {
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

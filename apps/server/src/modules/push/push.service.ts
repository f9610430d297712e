import {
  PUSH,
  PUSH_TEXTS,
  type PushEndpointBody,
  type PushSubscriptionBody,
  type PushSubscriptionState,
  type VapidPublicKey,
} from '@app/contract';
import type { Logger } from 'pino';
import { badRequest } from '../../http/http-error';
import { backoffMs, type JobQueue, type RetryPolicy } from '../../jobs/job-queue';
import type { JobPayloads } from '../../jobs/job-types';
import { checkEndpoint, isP256PublicKey, type EndpointPolicy } from './push-endpoint';
import { pushPayloadOf } from './push-payload';
import type { PushOutcome, PushTarget } from './push-sender';
import type { PushDelivery, PushRepository } from './push.repository';

export type PushDeliveryOptions = {
  /** Inbox entries per `push.deliver` job: 10,000 followers are 20 queue rows, not 10,000. */
  batchSize: number;
  /** Pushes one job has in flight at once. */
  concurrency: number;
  /** Rounds of retries for the pushes a push service could not take yet (429, 5xx, network). */
  retryRounds: number;
  /** The delay before retry round n: base·2^(n-1), capped. */
  retry: RetryPolicy;
};

export const DEFAULT_PUSH_DELIVERY: PushDeliveryOptions = {
  batchSize: 500,
  concurrency: 32,
  retryRounds: 5,
  retry: { baseMs: 30_000, maxMs: 30 * 60_000 },
};

export type PushServiceDeps = {
  repository: PushRepository;
  sender: { send(target: PushTarget, payload: string): Promise<PushOutcome> };
  /** The app's queue: retries are new jobs. */
  queue: Pick<JobQueue, 'enqueue'>;
  publicKey: string;
  policy: EndpointPolicy;
  /** Where an inbox entry leads (the inbox's own rule). */
  urlOf: (entry: PushDelivery['entry']) => string;
  delivery?: Partial<PushDeliveryOptions>;
};

type DeliverPayload = JobPayloads['push.deliver'];

/** Runs `work` over `items`, at most `limit` at once. */
const eachLimited = async <T>(items: T[], limit: number, work: (item: T) => Promise<void>) => {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
};

/**
 * Web Push (docs/product/notifications.md#web-push): devices' subscriptions, and the delivery of
 * inbox entries to them, from the job queue, never on a request's path.
 */
export class PushService {
  private readonly delivery: PushDeliveryOptions;

  constructor(private readonly deps: PushServiceDeps) {
    this.delivery = { ...DEFAULT_PUSH_DELIVERY, ...deps.delivery };
  }

  publicKey(): VapidPublicKey {
    return { publicKey: this.deps.publicKey };
  }

  /** Idempotent: the device is the caller's, its keys the latest sent. */
  async subscribe(userId: string, body: PushSubscriptionBody): Promise<PushSubscriptionState> {
    if (!checkEndpoint(body.endpoint, this.deps.policy)) throw badRequest(PUSH_TEXTS.badEndpoint);
    if (!isP256PublicKey(body.keys.p256dh)) throw badRequest(PUSH_TEXTS.badKeys);
    await this.deps.repository.upsert(
      userId,
      { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth },
      PUSH.maxSubscriptionsPerUser,
    );
    return { subscribed: true };
  }

  /** Idempotent; another user's endpoint is left alone. */
  async unsubscribe(userId: string, body: PushEndpointBody): Promise<PushSubscriptionState> {
    await this.deps.repository.remove(userId, body.endpoint);
    return { subscribed: false };
  }

  /**
   * Queues the pushes of new inbox entries, `batchSize` entries a job. `queue` is the
   * transaction's that wrote them, so the pushes exist exactly when the entries do.
   */
  async enqueueDeliveries(
    queue: Pick<JobQueue, 'enqueue'>,
    entryIds: readonly number[],
  ): Promise<void> {
    const { batchSize } = this.delivery;
    for (let start = 0; start < entryIds.length; start += batchSize) {
      await queue.enqueue(
        'push.deliver',
        { entryIds: entryIds.slice(start, start + batchSize) },
        { maxAttempts: 3 },
      );
    }
  }

  /**
   * The `push.deliver` job's work: each entry to each device of its user. A device the push
   * service calls gone is removed; pushes it could not take yet go into one retry job, after a
   * backoff, for at most `retryRounds` rounds.
   */
  async deliver(payload: DeliverPayload, log: Logger): Promise<Record<string, number>> {
    const { repository, sender } = this.deps;
    const retrying = 'pairs' in payload;
    const deliveries = retrying
      ? await repository.deliveriesOfPairs(payload.pairs)
      : await repository.deliveriesOf(payload.entryIds);
    const gone: number[] = [];
    const again: [number, number][] = [];
    const counts = { sent: 0, gone: 0, retry: 0, refused: 0, blocked: 0 };
    let waitMs = 0;
    await eachLimited(deliveries, this.delivery.concurrency, async (delivery) => {
      const message = JSON.stringify(pushPayloadOf(delivery, this.deps.urlOf(delivery.entry)));
      const outcome = await sender.send(delivery, message);
      counts[outcome.status]++;
      // a device that can never be reached again goes
      if (outcome.status === 'gone' || outcome.status === 'blocked') {
        gone.push(delivery.subscriptionId);
      }
      if (outcome.status === 'retry') {
        again.push([delivery.entry.id, delivery.subscriptionId]);
        waitMs = Math.max(waitMs, outcome.afterMs);
      }
      if (outcome.status === 'refused' || outcome.status === 'blocked') {
        const { status, reason } = outcome;
        log.warn({ subscription: delivery.subscriptionId, status, reason }, 'push not sent');
      }
    });
    await repository.removeIds(gone);
    const round = retrying ? payload.round + 1 : 1;
    if (again.length > 0 && round <= this.delivery.retryRounds) {
      const delayMs = Math.min(
        this.delivery.retry.maxMs,
        Math.max(backoffMs(round, this.delivery.retry), waitMs),
      );
      await this.deps.queue.enqueue(
        'push.deliver',
        { pairs: again, round },
        { delayMs, maxAttempts: 3 },
      );
    } else if (again.length > 0) {
      log.warn({ pushes: again.length }, 'pushes dropped after their last retry');
    }
    return counts;
  }
}

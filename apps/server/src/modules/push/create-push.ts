import type { VapidKeys } from '../../config';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { PushRepository } from './push.repository';
import { PushSender } from './push-sender';
import { PushService, type PushDeliveryOptions, type PushServiceDeps } from './push.service';

/** Test seams; the runtime passes none. */
export type PushOptions = {
  /**
   * Endpoints on loopback, over http too: the tests' and the bench's push service. Never set
   * by the environment, so no configuration mistake lets users aim the server at its own
   * network (docs/decisions.md#web-push-delivery).
   */
  allowLoopback?: boolean;
  delivery?: Partial<PushDeliveryOptions>;
};

export type PushModule = { push: PushService; pushSender: PushSender };

export const createPush = (
  deps: {
    db: Db;
    queue: JobQueue;
    vapid: VapidKeys;
    subject: string;
    urlOf: PushServiceDeps['urlOf'];
  },
  options: PushOptions = {},
): PushModule => {
  const policy = { allowLoopback: options.allowLoopback ?? false };
  const pushSender = new PushSender({ ...policy, vapid: deps.vapid, subject: deps.subject });
  return {
    pushSender,
    push: new PushService({
      repository: new PushRepository(deps.db),
      sender: pushSender,
      queue: deps.queue,
      publicKey: deps.vapid.publicKey,
      policy,
      urlOf: deps.urlOf,
      ...(options.delivery && { delivery: options.delivery }),
    }),
  };
};

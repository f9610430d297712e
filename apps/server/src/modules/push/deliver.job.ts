import type { JobHandler } from '../../jobs/job-types';
import type { PushService } from './push.service';

/** `push.deliver`: a batch of inbox entries pushed to their users' devices. */
export const deliverJob =
  (push: PushService): JobHandler<'push.deliver'> =>
  async (payload, { log }) => {
    const counts = await push.deliver(payload, log);
    log.info(counts, 'pushes delivered');
    return { status: 'done' };
  };

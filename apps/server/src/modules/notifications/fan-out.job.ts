import type { JobHandler } from '../../jobs/job-types';
import type { NotificationsService } from './notifications.service';

/** `notifications.fan-out`: the inbox entries of an announcement, written once each. */
export const fanOutJob =
  (notifications: NotificationsService): JobHandler<'notifications.fan-out'> =>
  async (payload, { log }) => {
    const written = await notifications.fanOut(payload);
    log.info({ ...payload, written }, 'notifications written');
    return { status: 'done' };
  };

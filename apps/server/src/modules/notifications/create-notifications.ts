import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

export type NotificationsModule = { notifications: NotificationsService };

export const createNotifications = (deps: {
  db: Db;
  queue: JobQueue;
  clock?: () => Date;
}): NotificationsModule => ({
  notifications: new NotificationsService({
    repository: new NotificationsRepository(deps.db),
    queue: deps.queue,
    ...(deps.clock && { clock: deps.clock }),
  }),
});

import type { Db } from '../../db/database';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService, type NotificationsServiceDeps } from './notifications.service';

export type NotificationsModule = { notifications: NotificationsService };

export const createNotifications = (deps: {
  db: Db;
  clock?: () => Date;
  onWritten?: NotificationsServiceDeps['onWritten'];
  wake?: NotificationsServiceDeps['wake'];
}): NotificationsModule => ({
  notifications: new NotificationsService({
    repository: new NotificationsRepository(deps.db),
    ...(deps.clock && { clock: deps.clock }),
    ...(deps.onWritten && { onWritten: deps.onWritten }),
    ...(deps.wake && { wake: deps.wake }),
  }),
});

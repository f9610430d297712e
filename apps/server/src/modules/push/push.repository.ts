import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { episodes, notifications, pushSubscriptions, users } from '../../db/schema';

export type PushDevice = { endpoint: string; p256dh: string; auth: string };

/** One push to send: an inbox entry and one device of its user, with what its words need. */
export type PushDelivery = {
  entry: typeof notifications.$inferSelect;
  locale: (typeof users.$inferSelect)['locale'];
  /** The new episode's own title, for a new_episode entry. */
  episodeTitle: string | null;
  subscriptionId: number;
} & PushDevice;

/** An array bound as one parameter (`{1,2,3}`), for `unnest(…::bigint[])`. */
const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** Drizzle queries for devices' push subscriptions. No rules here: see the service. */
export class PushRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores the device for the user: one row per endpoint, moved to this user when another had
   * it (the same browser, signed into another account), keys renewed. Then keeps the user's
   * `cap` most recently seen devices.
   */
  async upsert(userId: string, device: PushDevice, cap: number): Promise<void> {
    await this.db
      .insert(pushSubscriptions)
      .values({ userId, ...device })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: device.p256dh, auth: device.auth, updatedAt: sql`now()` },
      });
    const kept = this.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
      .limit(cap);
    await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
  }

  /** The user's device at `endpoint`, if it is theirs; true when a row went. */
  async remove(userId: string, endpoint: string): Promise<boolean> {
    const removed = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return removed.length > 0;
  }

  /** Devices the push service says are gone, by id. */
  async removeIds(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
  }

  /** The user's endpoints, oldest first (the account export). */
  endpoints(userId: string): Promise<{ endpoint: string; createdAt: Date }[]> {
    return this.db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(pushSubscriptions.createdAt, pushSubscriptions.id);
  }

  private deliveries() {
    return this.db
      .select({
        entry: notifications,
        locale: users.locale,
        episodeTitle: episodes.title,
        subscriptionId: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(notifications)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, notifications.userId))
      .innerJoin(users, eq(users.id, notifications.userId))
      .leftJoin(
        episodes,
        and(
          eq(episodes.seriesId, notifications.seriesId),
          eq(episodes.episodeNumber, notifications.episodeNumber),
        ),
      );
  }

  /** Every device of the entries' users, an entry per device (by the entries' primary key). */
  deliveriesOf(entryIds: readonly number[]): Promise<PushDelivery[]> {
    if (entryIds.length === 0) return Promise.resolve([]);
    return this.deliveries()
      .where(inArray(notifications.id, [...entryIds]))
      .orderBy(notifications.id, pushSubscriptions.id);
  }

  /** Exactly these (entry, device) pairs, those that still exist (a retry). */
  deliveriesOfPairs(pairs: readonly (readonly [number, number])[]): Promise<PushDelivery[]> {
    if (pairs.length === 0) return Promise.resolve([]);
    return this.deliveries()
      .where(
        sql`(${notifications.id}, ${pushSubscriptions.id}) in (select * from unnest(${idArray(
          pairs.map((pair) => pair[0]),
        )}::bigint[], ${idArray(pairs.map((pair) => pair[1]))}::bigint[]))`,
      )
      .orderBy(notifications.id, pushSubscriptions.id);
  }
}

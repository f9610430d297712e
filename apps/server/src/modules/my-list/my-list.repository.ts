import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { myListItems } from '../../db/schema';

export type MyListRow = { seriesId: string; addedAt: Date };

/** Drizzle queries of my_list_items. No rules here: see the service. */
export class MyListRepository {
  constructor(private readonly db: Db) {}

  /** The newest `limit` items across `owners` (a series in two of them once, newest add). */
  async list(owners: string[], limit: number): Promise<MyListRow[]> {
    if (owners.length === 0) return [];
    const rows = await this.db
      .select({ seriesId: myListItems.seriesId, addedAt: sql<Date>`max(${myListItems.addedAt})` })
      .from(myListItems)
      .where(inArray(myListItems.owner, owners))
      .groupBy(myListItems.seriesId)
      .orderBy(desc(sql`max(${myListItems.addedAt})`), myListItems.seriesId)
      .limit(limit);
    return rows.map((row) => ({ seriesId: row.seriesId, addedAt: new Date(row.addedAt) }));
  }

  async count(owner: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(myListItems)
      .where(eq(myListItems.owner, owner));
    return row?.n ?? 0;
  }

  /** Idempotent: adding twice keeps the first date. */
  async add(owner: string, seriesId: string, now: Date): Promise<void> {
    await this.db
      .insert(myListItems)
      .values({ owner, seriesId, addedAt: now })
      .onConflictDoNothing();
  }

  /** The guest's items become the user's too (the guest's stay for the signed-out browser). */
  async copy(from: string, to: string): Promise<void> {
    await this.db.execute(sql`
      insert into ${myListItems} (owner, series_id, added_at)
      select ${to}, series_id, added_at from ${myListItems} where owner = ${from}
      on conflict do nothing`);
  }

  async remove(owners: string[], seriesId: string): Promise<void> {
    if (owners.length === 0) return;
    await this.db
      .delete(myListItems)
      .where(and(inArray(myListItems.owner, owners), eq(myListItems.seriesId, seriesId)));
  }
}

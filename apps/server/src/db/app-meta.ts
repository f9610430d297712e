import { eq, sql } from 'drizzle-orm';
import type { Db } from './database';
import { appMeta } from './schema';

/** Small key/value facts about this installation (e.g. that the demo was seeded). */
export class AppMeta {
  constructor(private readonly db: Db) {}

  async get(key: string): Promise<string | null> {
    const rows = await this.db.select().from(appMeta).where(eq(appMeta.key, key));
    return rows[0]?.value ?? null;
  }

  async set(key: string, value: string): Promise<void> {
    await this.db
      .insert(appMeta)
      .values({ key, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
  }
}

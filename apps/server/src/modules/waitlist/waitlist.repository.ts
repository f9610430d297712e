import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { waitlistEntries } from '../../db/schema';

export type NewWaitlistEntry = {
  email: string;
  emailNormalized: string;
  name: string | null;
  campaign: string | null;
  /** From the server's clock, in milliseconds: the export's keyset carries it exactly. */
  createdAt: Date;
};

export type WaitlistRow = NewWaitlistEntry & { id: string };

/** Where a page of the export ends: the next page starts after it. */
export type WaitlistKey = { createdAt: Date; id: string };

/** Drizzle queries of waitlist_entries. */
export class WaitlistRepository {
  constructor(private readonly db: Db) {}

  /** Adds the entry unless its normalized address is on the list: true when it was added. */
  async insert(entry: NewWaitlistEntry): Promise<boolean> {
    // one statement: two concurrent joins of one address cannot both insert
    const rows = await this.db
      .insert(waitlistEntries)
      .values(entry)
      .onConflictDoNothing({ target: waitlistEntries.emailNormalized })
      .returning({ id: waitlistEntries.id });
    return rows.length > 0;
  }

  /** Entries oldest first, after `after` (keyset): each page costs the same. */
  page(after: WaitlistKey | null, limit: number): Promise<WaitlistRow[]> {
    return this.db
      .select()
      .from(waitlistEntries)
      .where(
        after
          ? or(
              gt(waitlistEntries.createdAt, after.createdAt),
              and(eq(waitlistEntries.createdAt, after.createdAt), gt(waitlistEntries.id, after.id)),
            )
          : undefined,
      )
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      .limit(limit);
  }
}

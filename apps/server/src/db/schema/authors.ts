import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * Who follows which author (docs/product/authors.md#follow). Authors are names from the
 * catalogue's director and cast columns, not accounts, so the name is the key. The primary key
 * makes following idempotent; the follower count is COUNT(*) of an author's rows, exact
 * however many follow and unfollow at once.
 */
export const authorFollows = pgTable(
  'author_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.authorName] }),
    // the count: an index-only range scan of one author's rows
    index('author_follows_author_idx').on(t.authorName),
  ],
);

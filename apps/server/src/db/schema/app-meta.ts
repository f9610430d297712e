import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

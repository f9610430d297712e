import { timestamp } from 'drizzle-orm/pg-core';

/** Column helpers shared by the tables: every timestamp is stored with its time zone. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const receivedAt = () =>
  timestamp('received_at', { withTimezone: true }).notNull().defaultNow();

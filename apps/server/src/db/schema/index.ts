/**
 * The database schema, one file per domain. drizzle.config.ts reads this file, and database.ts
 * hands all of it to drizzle's relational API. The column helpers are not re-exported: they
 * are no tables.
 */
export * from './media';
export * from './catalogue';
export * from './captions';
export * from './jobs';
export * from './app-meta';
export * from './accounts';
export * from './plans';
export * from './payments';
export * from './subscriptions';
export * from './ads';
export * from './comments';
export * from './metrics';
export * from './continue-watching';
export * from './waitlist';
export * from './authors';
export * from './feed';
export * from './wallet';
export * from './library';
export * from './notifications';
export * from './push';
export * from './web-vitals';
export * from './rankings';

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import { CACHE_TOPICS, CacheHandlers, type CacheBus, type CacheTopic } from './cache-bus';

/** The NOTIFY channel every instance LISTENs on. */
export const CACHE_CHANNEL = 'reelforge_cache';
/** The listening connection's application_name (pg_stat_activity shows it). */
export const CACHE_BUS_APPLICATION = 'reelforge-cache-bus';
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

type Message = { topic: CacheTopic; origin: string };

const parse = (payload: string | undefined): Message | undefined => {
  try {
    const message = JSON.parse(payload ?? '') as Partial<Message>;
    if (typeof message.origin !== 'string') return undefined;
    if (!CACHE_TOPICS.includes(message.topic as CacheTopic)) return undefined;
    return message as Message;
  } catch {
    return undefined;
  }
};

/**
 * PostgreSQL LISTEN/NOTIFY between the instances on one database (docs/decisions.md#cache-invalidation-across-instances):
 * one connection per process LISTENs; a publish is a `pg_notify` through the pool, delivered to
 * every listener once the statement commits. A process ignores its own messages (it cleared its
 * caches when it wrote). When the listening connection drops, it reconnects with backoff and
 * then runs every handler, since messages sent meanwhile are lost.
 */
export class PgCacheBus implements CacheBus {
  /** This process, so it can skip its own messages. */
  readonly origin = randomUUID();
  private readonly handlers = new CacheHandlers();
  private client: pg.Client | undefined;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly unsent = new Set<CacheTopic>();
  private flushing = false;
  private readonly first: Promise<void>;

  constructor(private readonly deps: { url: string; db: Db; log: Pick<Logger, 'info' | 'warn'> }) {
    this.first = this.connect().catch((error: unknown) => {
      this.deps.log.warn(
        { err: error },
        'cache bus: cannot LISTEN; other instances see changes within the cache TTL',
      );
      this.scheduleReconnect();
    });
  }

  ready(): Promise<void> {
    return this.first;
  }

  subscribe(topic: CacheTopic, handler: () => void): () => void {
    return this.handlers.add(topic, handler);
  }

  /** Coalesced: the writes of one tick send one message per topic. */
  publish(topic: CacheTopic): void {
    if (this.closed) return;
    this.unsent.add(topic);
    if (this.flushing) return;
    this.flushing = true;
    setImmediate(() => {
      this.flushing = false;
      if (this.closed) return;
      const topics = [...this.unsent];
      this.unsent.clear();
      for (const t of topics) {
        const payload = JSON.stringify({ topic: t, origin: this.origin } satisfies Message);
        this.deps.db
          .execute(sql`select pg_notify(${CACHE_CHANNEL}, ${payload})`)
          .catch((error: unknown) =>
            this.deps.log.warn({ err: error, topic: t }, 'cache bus: notify failed'),
          );
      }
    });
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.deps.url,
      application_name: CACHE_BUS_APPLICATION,
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (notification) => {
      if (notification.channel !== CACHE_CHANNEL) return;
      const message = parse(notification.payload);
      if (message && message.origin !== this.origin) this.handlers.run(message.topic);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.deps.log.warn('cache bus: the LISTEN connection dropped; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect().then(
        () => {
          if (this.closed) return;
          this.deps.log.info('cache bus: listening again');
          // what was published while no one listened is lost: clear everything once
          this.handlers.runAll();
        },
        () => {
          this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
          this.scheduleReconnect();
        },
      );
    }, this.retryMs);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    await this.first;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}

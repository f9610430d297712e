import { Worker } from 'node:worker_threads';

/**
 * PGlite in its own thread (pglite-worker.mjs), behind the part of PGlite's interface drizzle
 * uses: query() and transaction(). PGlite runs each statement synchronously on the thread that
 * owns it; on the HTTP thread a 10 ms ingest statement held every other request for 10 ms, so
 * JSON parsing, validation and the database now overlap on two cores.
 */

type RowMode = 'array' | 'object';
type QueryOptions = { rowMode?: RowMode; parsers?: Record<number, (value: string) => unknown> };
export type QueryResult = { rows: unknown[]; fields: unknown[]; affectedRows?: number };
type Request =
  | { op: 'query'; sql: string; params: unknown[]; rowMode?: RowMode; textTypes?: number[] }
  | { op: 'exec'; sql: string }
  | { op: 'close' };
type Reply = { id: number; ok: boolean; result?: unknown; error?: Record<string, unknown> };

/** A database error rebuilt from the worker's copy, with its code, detail, constraint, … */
const rebuildError = (fields: Record<string, unknown> = {}): Error => {
  const error = new Error(String(fields.message ?? 'database error'));
  Object.assign(error, fields);
  return error;
};

/** The statements of one transaction: they skip the queue that waits for it to end. */
export type PgliteTransactionClient = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
};

export class PgliteThread implements PgliteTransactionClient {
  private readonly pending = new Map<
    number,
    { resolve(v: unknown): void; reject(e: Error): void }
  >();
  private nextId = 1;
  /** The open transaction: other statements wait for `done`. */
  private active: { done: Promise<void> } | null = null;
  private failure: Error | null = null;
  closed = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => {
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiter.resolve(reply.result);
      else waiter.reject(rebuildError(reply.error));
    });
    const fail = (error: Error) => {
      this.failure = error;
      this.closed = true;
      for (const waiter of this.pending.values()) waiter.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!this.closed) fail(new Error(`the database thread stopped (exit code ${code})`));
    });
  }

  /**
   * Starts the thread and opens the database (dataDir undefined: in memory, empty or loaded from
   * the dumpDataDir() tarball at `from`).
   */
  static async open(dataDir: string | undefined, from?: string): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir, from },
    });
    const ready = new Promise<void>((resolve, reject) => {
      const onMessage = (reply: Reply) => {
        if (reply.id !== 0) return;
        worker.off('message', onMessage);
        if (reply.ok) resolve();
        else reject(rebuildError(reply.error));
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    const thread = new PgliteThread(worker);
    await ready;
    return thread;
  }

  private send(request: Request): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed && request.op !== 'close')
      return Promise.reject(new Error('the database is closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...request });
    });
  }

  private sendQuery(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    const textTypes = options.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    return this.send({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode,
      textTypes,
    }) as Promise<QueryResult>;
  }

  /**
   * A statement outside any transaction. The check and the send are one synchronous step after
   * the wait, so a statement can never slip into a transaction that began meanwhile.
   */
  async query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    while (this.active) await this.active.done;
    return this.sendQuery(sql, params, options);
  }

  async exec(sql: string): Promise<unknown> {
    while (this.active) await this.active.done;
    return this.send({ op: 'exec', sql });
  }

  /**
   * BEGIN … COMMIT around `callback`, which gets a client whose statements run inside; the
   * others wait (PGlite has one connection). A callback that throws rolls back.
   */
  async transaction<T>(callback: (tx: PgliteTransactionClient) => Promise<T>): Promise<T> {
    while (this.active) await this.active.done;
    let end!: () => void;
    this.active = { done: new Promise<void>((resolve) => (end = resolve)) };
    let open = true;
    const tx: PgliteTransactionClient = {
      query: (sql, params, options) =>
        open
          ? this.sendQuery(sql, params, options)
          : Promise.reject(new Error('the transaction has ended')),
    };
    try {
      await this.send({ op: 'exec', sql: 'BEGIN' });
      const result = await callback(tx);
      await this.send({ op: 'exec', sql: 'COMMIT' });
      return result;
    } catch (error) {
      await this.send({ op: 'exec', sql: 'ROLLBACK' }).catch(() => undefined);
      throw error;
    } finally {
      open = false;
      this.active = null;
      end();
    }
  }

  /** Whether the thread keeps the process alive: a pooled, unused one must not (tests). */
  keepAlive(alive: boolean): void {
    if (alive) this.worker.ref();
    else this.worker.unref();
  }

  /** Closes the database (flushing it) and ends the thread. */
  async close(): Promise<void> {
    if (this.closed) return;
    while (this.active) await this.active.done;
    this.closed = true;
    await this.send({ op: 'close' });
    await this.worker.terminate();
  }
}

import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

type Rows = { rows: Record<string, unknown>[] };
/** PGlite (or its thread client): the simple query protocol, one message for the whole call. */
type SimpleQueryClient = { exec(text: string): Promise<Rows[]> };
/** node-postgres' pool: a named query is parsed and planned once per connection. */
type NamedQueryClient = {
  query(config: { name: string; text: string; values: unknown[] }): Promise<Rows>;
};

const UNDEFINED_PREPARED_STATEMENT = '26000';
const DUPLICATE_PREPARED_STATEMENT = '42P05';
const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/** A string as an SQL literal, for a server with standard_conforming_strings on (checked). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * One statement with one text parameter, parsed and planned once instead of on every call: the
 * ingest statement runs hundreds of times a second, and parsing and planning it cost PGlite
 * about as much as executing it for a group of a few requests. On PostgreSQL it is a named
 * statement (node-postgres prepares it on each pooled connection once). On PGlite, the one
 * connection holds an SQL-level PREPARE, run with EXECUTE over the simple query protocol, whose
 * bind and describe round trips cost PGlite more than the statement's own work at these sizes;
 * the parameter then travels as a quoted literal, which is safe only with
 * standard_conforming_strings on (PostgreSQL's default), checked once before the first use.
 */
export class PreparedStatement {
  private prepared: Promise<void> | undefined;
  /** The base name and the text's hash: one name, one text, whichever instance prepared it. */
  private readonly name: string;

  constructor(
    private readonly db: Db,
    /** Names the statement on the connection: lower-case letters, digits and underscores. */
    name: string,
    /** The statement's text, with `$1` for the parameter; `parameterType` says its type. */
    private readonly text: string,
    private readonly parameterType: 'json' | 'text',
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a statement name: ${name}`);
    this.name = `${name}_${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
  }

  private client(): unknown {
    return (this.db as unknown as { $client: unknown }).$client;
  }

  /** PGlite and its thread client have exec(); node-postgres' pool has not. */
  private isPglite(): boolean {
    return typeof (this.client() as Partial<SimpleQueryClient>).exec === 'function';
  }

  /**
   * Runs the statement parsed and planned for this call alone (the extended protocol with a bound
   * parameter): for large parameters, where a plan made for this one pays off.
   */
  async runUnprepared(parameter: string): Promise<Record<string, unknown>[]> {
    const client = this.client() as {
      query(text: string, values: unknown[]): Promise<Rows>;
    };
    return (await client.query(this.text, [parameter])).rows;
  }

  /** Runs the statement with `parameter`; answers its rows. */
  async run(parameter: string): Promise<Record<string, unknown>[]> {
    if (!this.isPglite()) {
      const result = await (this.client() as NamedQueryClient).query({
        name: this.name,
        text: this.text,
        values: [parameter],
      });
      return result.rows;
    }
    try {
      return await this.execute(parameter);
    } catch (error) {
      // the connection lost it (DEALLOCATE, DISCARD): prepare again, once
      if (codeOf(error) !== UNDEFINED_PREPARED_STATEMENT) throw error;
      this.prepared = undefined;
      return this.execute(parameter);
    }
  }

  private async execute(parameter: string): Promise<Record<string, unknown>[]> {
    await this.prepare();
    const client = this.client() as SimpleQueryClient;
    try {
      const results = await client.exec(
        `execute ${this.name}(${literal(parameter)}::${this.parameterType})`,
      );
      return results.at(-1)?.rows ?? [];
    } catch (error) {
      // PGlite puts the statement's text on its error, the parameter inlined: every event's data
      // would reach the error log
      if (typeof error === 'object' && error !== null && 'query' in error) delete error.query;
      throw error;
    }
  }

  private prepare(): Promise<void> {
    this.prepared ??= (async () => {
      const result = await this.db.execute(sql`show standard_conforming_strings`);
      const setting = (result as unknown as Rows).rows[0]?.standard_conforming_strings;
      if (setting !== 'on') throw new Error('standard_conforming_strings must be on');
      try {
        await (this.client() as SimpleQueryClient).exec(
          `prepare ${this.name}(${this.parameterType}) as ${this.text}`,
        );
      } catch (error) {
        // prepared by another instance over the same database: a name means one text
        if (codeOf(error) !== DUPLICATE_PREPARED_STATEMENT) throw error;
      }
    })().catch((error: unknown) => {
      this.prepared = undefined;
      throw error;
    });
    return this.prepared;
  }
}

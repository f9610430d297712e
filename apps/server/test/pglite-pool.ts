import type { PGlite } from '@electric-sql/pglite';
import {
  PgliteThread,
  type PgliteTransactionClient,
  type QueryResult,
} from '../src/db/pglite-thread';

/**
 * The migrated PGlite test databases, kept per Vitest worker (the server project runs a worker's
 * files in one module graph): opening one from the template tarball costs 1–5 CPU-seconds,
 * emptying one a test is done with costs a few milliseconds. A database goes back to the pool
 * only when its schema is the template's (some tests drop or alter tables on purpose); its rows,
 * sequences and session state are put back to the template's first.
 */
export type PgliteLease = {
  /** Stands in for PGlite, as PgliteThread does; closing it ends the lease, not the thread. */
  client: PGlite;
  /** Whether the database served a lease before (emptied since). */
  reused: boolean;
  /** Ends the lease and returns the database to the pool, emptied (or closes it). */
  release(): Promise<void>;
};

export const leasePglite = async (from: string): Promise<PgliteLease> => {
  const pool = (pools[from] ??= { idle: [], template: undefined });
  let thread = pool.idle.pop();
  const reused = thread !== undefined;
  if (thread) thread.keepAlive(true);
  else {
    thread = await PgliteThread.open(undefined, from);
    // read from the first database opened, before any test writes to it
    pool.template ??= readTemplate(thread);
  }
  const template = await pool.template!;
  const lease = new LeasedClient(thread);
  let released: Promise<void> | undefined;
  return {
    client: lease as unknown as PGlite,
    reused,
    release: () =>
      (released ??= (async () => {
        lease.closed = true;
        if (!thread.closed && (await resetToTemplate(thread, template).catch(() => false))) {
          if (pool.idle.length < MAX_IDLE) {
            thread.keepAlive(false);
            pool.idle.push(thread);
            return;
          }
        }
        await thread.close();
      })()),
  };
};

/** At most this many unused databases per worker (a file may hold a few at once). */
const MAX_IDLE = 2;

type Pool = { idle: PgliteThread[]; template: Promise<TemplateState> | undefined };
const pools: Record<string, Pool> = {};

type TemplateState = {
  fingerprint: string;
  /** Every table, qualified and quoted. */
  tables: string[];
  /** The tables the migrations left rows in, with those rows (JSON) and their stored columns. */
  seeds: { table: string; columns: string; rows: string }[];
  /** Each sequence's state: its last value once called, its start value (uncalled) otherwise. */
  sequences: Map<string, string>;
};

/** After close(), a lease refuses statements as a closed PGlite does. */
class LeasedClient implements PgliteTransactionClient {
  closed = false;
  constructor(private readonly thread: PgliteThread) {}

  query(sql: string, params?: unknown[], options?: Parameters<PgliteThread['query']>[2]) {
    return this.closed ? Promise.reject(closedError()) : this.thread.query(sql, params, options);
  }

  exec(sql: string) {
    return this.closed ? Promise.reject(closedError()) : this.thread.exec(sql);
  }

  transaction<T>(callback: (tx: PgliteTransactionClient) => Promise<T>): Promise<T> {
    return this.closed ? Promise.reject(closedError()) : this.thread.transaction(callback);
  }

  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }
}

const closedError = () => new Error('the database is closed');

const rowsOf = <T>(result: QueryResult) => result.rows as T[];

/** Not PostgreSQL's own schemas, nor the per-session ones of temporary tables. */
const USER_SCHEMAS = `NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'`;

/**
 * Everything a test could change besides rows: schemas, relations, columns and their defaults,
 * constraints, indexes, functions, triggers, types, extensions, roles and settings.
 */
const FINGERPRINT_SQL = `
SELECT md5(string_agg(x, E'\\n' ORDER BY x)) AS fingerprint FROM (
  SELECT 'n ' || nspname AS x FROM pg_namespace n WHERE n.nspname ${USER_SCHEMAS}
  UNION ALL SELECT 'c ' || c.oid::regclass::text || ' ' || c.relkind::text || ' '
      || coalesce(array_to_string(c.reloptions, ','), '')
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname ${USER_SCHEMAS}
  UNION ALL SELECT 'a ' || a.attrelid::regclass::text || ' ' || a.attname || ' '
      || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull::text || ' ' || a.attgenerated::text
      || ' ' || a.attidentity::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE n.nspname ${USER_SCHEMAS} AND a.attnum > 0 AND NOT a.attisdropped
  UNION ALL SELECT 'k ' || co.conrelid::regclass::text || ' ' || co.conname || ' '
      || pg_get_constraintdef(co.oid)
    FROM pg_constraint co JOIN pg_namespace n ON n.oid = co.connamespace
    WHERE n.nspname ${USER_SCHEMAS}
  UNION ALL SELECT 'i ' || pg_get_indexdef(i.indexrelid)
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname ${USER_SCHEMAS}
  UNION ALL SELECT 'p ' || p.oid::regprocedure::text || ' ' || md5(coalesce(p.prosrc, ''))
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname ${USER_SCHEMAS}
  UNION ALL SELECT 't ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text
    FROM pg_trigger WHERE NOT tgisinternal
  UNION ALL SELECT 'y ' || t.oid::regtype::text || ' ' || coalesce(
      (SELECT string_agg(enumlabel, ',' ORDER BY enumsortorder) FROM pg_enum WHERE enumtypid = t.oid),
      '')
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname ${USER_SCHEMAS} AND t.typtype IN ('e', 'd', 'c')
  UNION ALL SELECT 'v ' || c.oid::regclass::text || ' ' || pg_get_viewdef(c.oid)
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname ${USER_SCHEMAS} AND c.relkind IN ('v', 'm')
  UNION ALL SELECT 'e ' || extname || ' ' || extversion FROM pg_extension
  UNION ALL SELECT 'r ' || rolname FROM pg_roles
  UNION ALL SELECT 's ' || coalesce(array_to_string(setconfig, ','), '') FROM pg_db_role_setting
) fingerprinted`;

const SEQUENCES_SQL = `SELECT format('%I.%I', schemaname, sequencename) AS name,
  coalesce(last_value, start_value)::text || ' ' || (last_value IS NOT NULL)::text AS state
  FROM pg_sequences`;

const fingerprintOf = async (thread: PgliteThread) =>
  rowsOf<{ fingerprint: string }>(await thread.query(FINGERPRINT_SQL))[0]!.fingerprint;

const sequencesOf = async (thread: PgliteThread) =>
  new Map(
    rowsOf<{ name: string; state: string }>(await thread.query(SEQUENCES_SQL)).map((row) => [
      row.name,
      row.state,
    ]),
  );

/** The tables among `tables` that hold a row. */
const tablesWithRows = async (thread: PgliteThread, tables: string[]): Promise<string[]> => {
  if (tables.length === 0) return [];
  const probes = tables.map(
    (table, index) => `SELECT ${index} AS i WHERE EXISTS (SELECT 1 FROM ${table})`,
  );
  const found = rowsOf<{ i: number }>(await thread.query(probes.join(' UNION ALL ')));
  return found.map(({ i }) => tables[i]!);
};

const readTemplate = async (thread: PgliteThread): Promise<TemplateState> => {
  const tables = rowsOf<{ name: string }>(
    await thread.query(`SELECT c.oid::regclass::text AS name FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND n.nspname ${USER_SCHEMAS}
      ORDER BY 1`),
  ).map(({ name }) => name);
  const seeds = [];
  for (const table of await tablesWithRows(thread, tables)) {
    const columns = rowsOf<{ columns: string }>(
      await thread.query(
        `SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) AS columns
         FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped
         AND attgenerated = ''`,
        [table],
      ),
    )[0]!.columns;
    const rows = rowsOf<{ rows: string }>(
      await thread.query(`SELECT json_agg(t)::text AS rows FROM ${table} t`),
    )[0]!.rows;
    seeds.push({ table, columns, rows });
  }
  return {
    fingerprint: await fingerprintOf(thread),
    tables,
    seeds,
    sequences: await sequencesOf(thread),
  };
};

/**
 * Puts an idle database back to the template's state; false when its schema is no longer the
 * template's (then it is closed, not reused).
 */
const resetToTemplate = async (thread: PgliteThread, template: TemplateState) => {
  // waits for a transaction still open to end
  await thread.query('SELECT 1');
  if ((await fingerprintOf(thread)) !== template.fingerprint) return false;
  const written = await tablesWithRows(thread, template.tables);
  const emptied = [...new Set([...written, ...template.seeds.map((seed) => seed.table)])];
  if (emptied.length > 0) {
    await thread.exec(`TRUNCATE ${emptied.join(', ')} RESTART IDENTITY CASCADE`);
  }
  if (template.seeds.length > 0) {
    // the template's rows as they were, their triggers and foreign keys not fired again
    await thread.exec('SET session_replication_role = replica');
    for (const { table, columns, rows } of template.seeds) {
      await thread.query(
        `INSERT INTO ${table} (${columns}) OVERRIDING SYSTEM VALUE
         SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`,
        [rows],
      );
    }
    await thread.exec('RESET session_replication_role');
  }
  for (const [name, state] of await sequencesOf(thread)) {
    const wanted = template.sequences.get(name);
    if (wanted === undefined || wanted === state) continue;
    const [value, called] = wanted.split(' ');
    await thread.query('SELECT setval($1::regclass, $2::bigint, $3::boolean)', [
      name,
      value,
      called === 'true',
    ]);
  }
  // session settings, prepared statements, temporary tables, advisory locks, LISTENs
  await thread.exec('DISCARD ALL');
  return true;
};

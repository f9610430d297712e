import { sql, type SQL } from 'drizzle-orm';

/** The rows of a raw `db.execute` (both drivers answer `{ rows }`; drizzle types it per driver). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** `values` as bound parameters separated by commas, for `in (…)`. */
export const sqlList = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

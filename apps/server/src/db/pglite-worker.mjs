// The embedded database's own thread (see pglite-thread.ts). Plain JavaScript, so the same file
// runs under tsx, Vitest and the bundled server without a loader. PGlite is synchronous
// WebAssembly: here it no longer stalls the HTTP thread, which parses and validates requests
// while a statement runs.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** Errors cross the thread as plain objects: keep the fields callers branch on (code, …). */
const serializeError = (error) => {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    if (typeof value === 'object' && value !== null) continue;
    fields[key] = value;
  }
  return { ...fields, message: error.message, name: error.name };
};

/** Parsers are functions and cannot be sent: the caller names the types to keep as text. */
const keepAsText = (oids) =>
  oids ? Object.fromEntries(oids.map((oid) => [oid, (value) => value])) : undefined;

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs only as a worker thread');

let db;
try {
  // the same extensions as database.ts's PGLITE_EXTENSIONS (the search migration creates them)
  const { dataDir, from } = workerData;
  const loadDataDir = from ? new Blob([await readFile(from)]) : undefined;
  db = new PGlite({
    dataDir: dataDir ?? undefined,
    loadDataDir,
    extensions: { pg_trgm, unaccent },
  });
  await db.waitReady;
  port.postMessage({ id: 0, ok: true });
} catch (error) {
  port.postMessage({ id: 0, ok: false, error: serializeError(error) });
  process.exit(1);
}

const handle = async ({ id, op, sql, params, rowMode, textTypes }) => {
  try {
    let result;
    if (op === 'query') {
      result = await db.query(sql, params, { rowMode, parsers: keepAsText(textTypes) });
    } else if (op === 'exec') {
      result = await db.exec(sql);
    } else if (op === 'close') {
      if (!db.closed) await db.close();
      result = null;
    } else {
      throw new Error(`unknown operation ${op}`);
    }
    port.postMessage({ id, ok: true, result });
  } catch (error) {
    port.postMessage({ id, ok: false, error: serializeError(error) });
  }
  if (op === 'close') port.close();
};

// one statement at a time, in arrival order: the caller's ordering is the database's ordering
let tail = Promise.resolve();
port.on('message', (message) => {
  tail = tail.then(() => handle(message));
});

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The IAB's own VAST schemas, read where the team keeps outside files (../shared/vendor beside the
 * checkout, never copied into the repo), and xmllint (Debian's libxml2-utils; .ci/run installs
 * it). Without either, the schema check says it did not run, as the PostgreSQL suites do.
 */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const SCHEMA_DIR = path.resolve(REPO_ROOT, '..', 'shared', 'vendor', 'iab-vast');
export const IAB_VAST_SCHEMAS = ['vast_4.1.xsd', 'vast_4.2.xsd'].map((name) =>
  path.join(SCHEMA_DIR, name),
);

const xmllintRuns = (): boolean => spawnSync('xmllint', ['--version']).status === 0;

/** Why the schema check cannot run here, or null when it can. */
export const iabVastUnavailable = (): string | null => {
  const missing = IAB_VAST_SCHEMAS.filter((file) => !existsSync(file));
  if (missing.length > 0) return `the IAB VAST schemas are not at ${SCHEMA_DIR}`;
  if (!xmllintRuns()) return 'xmllint is not installed (Debian: libxml2-utils)';
  return null;
};

let warned = false;
export const warnIfIabVastUnavailable = (): void => {
  const reason = iabVastUnavailable();
  if (reason && !warned) {
    warned = true;
    console.warn(`VAST schema validation did not run: ${reason}.`);
  }
};

/** xmllint's complaints about `xml` against each IAB schema; empty when it validates. */
export const iabVastErrors = (xml: string): string[] =>
  IAB_VAST_SCHEMAS.flatMap((schema) => {
    const run = spawnSync('xmllint', ['--noout', '--schema', schema, '-'], {
      input: xml,
      encoding: 'utf8',
    });
    return run.status === 0
      ? []
      : [`${path.basename(schema)}: ${run.stderr.trim() || `xmllint exited ${run.status}`}`];
  });

// The two servers the end-to-end suite talks to, and how each is started: read by the Playwright
// config (which starts the suite's server itself when none is running), by
// e2e/first-start.e2e.ts, and by `npm test` (scripts/run-stages.mjs), which starts both early.
import { spawn } from 'node:child_process';

/** Where the suite's server listens unless E2E_PORT says otherwise. */
export const E2E_DEFAULT_PORT = 18_080;

/** The editor account `npm start` ensures (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const E2E_ADMIN = Object.freeze({
  username: 'e2e-editor',
  password: 'e2e-editor-password',
});

/**
 * The suite's server: the README's command with the short demo catalogue (SEED=demo-short: the
 * same titles, episodes of at most 14 s) and an editor account.
 * @param {{ port: number, dataDir: string }} where
 * @returns {Record<string, string>}
 */
export const suiteServerEnv = ({ port, dataDir }) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED: 'demo-short',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  // the test client is the proxy: e2e/session.ts signs each account up from its own address
  TRUST_PROXY: '127.0.0.1',
});

/**
 * `npm start` as the README runs it: the whole demo catalogue and the defaults for everything
 * else; only where it listens and keeps its data are chosen.
 * @param {NodeJS.ProcessEnv} env the environment it inherits
 * @param {{ port: number, dataDir: string }} where
 * @returns {NodeJS.ProcessEnv}
 */
export const readmeServerEnv = (env, { port, dataDir }) => {
  const { SEED: _seed, WORKERS: _workers, ...rest } = env;
  return { ...rest, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
};

/**
 * `npm start` from the repository root in a process group of its own (so that stopping it
 * stops its ffmpeg children too), its output to `output`; with `niceness`, at that scheduling
 * priority (`nice -n`).
 * @param {string} root
 * @param {NodeJS.ProcessEnv} env
 * @param {'ignore' | 'pipe' | number} output a file descriptor, or pipe
 * @param {number} [niceness]
 */
export const spawnNpmStart = (root, env, output, niceness) =>
  spawn(
    niceness === undefined ? 'npm' : 'nice',
    niceness === undefined ? ['start'] : ['-n', String(niceness), 'npm', 'start'],
    { cwd: root, env, stdio: ['ignore', output, output], detached: true },
  );

/**
 * Until `${origin}/api/health` answers 200, up to `timeoutMs`; false if it never did or
 * `gaveUp()` says to stop waiting (the process exited).
 * @param {string} origin
 * @param {number} timeoutMs
 * @param {() => boolean} [gaveUp]
 */
export const waitForHealth = async (origin, timeoutMs, gaveUp = () => false) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gaveUp()) {
    const health = await fetch(`${origin}/api/health`).catch(() => null);
    if (health?.ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
};

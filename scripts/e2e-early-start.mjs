// `npm test` starts the end-to-end suite's two servers when it begins, not when its last stage
// does: their first start (two demo catalogues generated and transcoded with ffmpeg) then runs
// beside the checks and unit tests at a low priority (nice 19), taking the CPU those leave idle,
// instead of in front of the browser tests. They are the same commands the e2e stage would run
// (e2e/servers.mjs); the stage gets them at normal priority and stops them when it ends.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  E2E_DEFAULT_PORT,
  readmeServerEnv,
  spawnNpmStart,
  suiteServerEnv,
  waitForHealth,
} from '../e2e/servers.mjs';

/**
 * The lowest: niceness weighs each thread and ffmpeg's encoders run several, so at nice 10 the
 * servers still took a large share from the checks; at 19 they take what the others leave.
 */
const EARLY_NICENESS = 19;

/**
 * Sets the niceness of the autogroup `pid` leads. With the kernel's autogroups on (Linux's
 * default on desktops and these machines), each session is scheduled as one group and a niceness
 * only weighs threads within their group: a server in a session of its own (it is started
 * detached) at nice 19 still took a whole share beside the tests' session, and the checks took
 * three times as long. The group's own niceness is what weighs between sessions.
 * @param {number | undefined} pid
 * @param {number} niceness
 * @returns {boolean} false where there are no autogroups or it was refused
 */
const setAutogroupNice = (pid, niceness) => {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(niceness));
    return true;
  } catch {
    return false;
  }
};

/**
 * @param {string} file
 * @returns {string}
 */
const tail = (file) => (existsSync(file) ? readFileSync(file, 'utf8').slice(-4000) : '');

/**
 * @param {string} root the repository root
 * @param {NodeJS.ProcessEnv} env
 */
export const startE2eServersEarly = (root, env) => {
  const port = Number(env.E2E_PORT ?? E2E_DEFAULT_PORT);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reelforge-npm-test-'));
  const suite = {
    name: 'suite',
    origin: `http://127.0.0.1:${port}`,
    log: path.join(dir, 'suite.log'),
    env: { ...env, ...suiteServerEnv({ port, dataDir: path.join(dir, 'suite') }) },
  };
  const readme = {
    name: 'README',
    origin: `http://127.0.0.1:${port + 1}`,
    log: path.join(dir, 'readme.log'),
    env: readmeServerEnv(env, { port: port + 1, dataDir: path.join(dir, 'readme') }),
  };
  /** @type {{ child: import('node:child_process').ChildProcess, exited: boolean }[]} */
  const running = [];
  let stopping = false;

  // one build first: two `npm start`s side by side would each build into the same folders
  const built = new Promise((resolve) => {
    const out = openSync(path.join(dir, 'build.log'), 'a');
    const child = spawn(process.execPath, ['scripts/start.mjs', '--build-only'], {
      cwd: root,
      env,
      stdio: ['ignore', out, out],
    });
    closeSync(out);
    child.once('error', () => resolve(false));
    child.once('close', (code) => resolve(code === 0));
  }).then((ok) => {
    if (!ok || stopping) return false;
    for (const server of [suite, readme]) {
      const out = openSync(server.log, 'a');
      const child = spawnNpmStart(root, server.env, out, EARLY_NICENESS);
      closeSync(out);
      setAutogroupNice(child.pid, EARLY_NICENESS);
      const entry = { child, exited: false };
      child.once('exit', () => (entry.exited = true));
      running.push(entry);
    }
    return true;
  });

  /** SIGTERM to each server's process group, SIGKILL after 30 s; then their data go. */
  const stop = async () => {
    stopping = true;
    await built;
    await Promise.all(
      running.map(async ({ child, exited }) => {
        if (exited || child.pid === undefined) return;
        const exit = new Promise((resolve) => child.once('exit', resolve));
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          return;
        }
        const timer = setTimeout(() => {
          try {
            process.kill(-(child.pid ?? 0), 'SIGKILL');
          } catch {
            // already gone
          }
        }, 30_000);
        await exit;
        clearTimeout(timer);
      }),
    );
    rmSync(dir, { recursive: true, force: true });
  };

  return {
    /** Resolves once the one build ended (so that nothing else builds at the same time). */
    built,

    /**
     * The suite's server's origin once it answers (within a minute), for a check that only reads
     * from it (the page JavaScript check of the bundle stage); undefined if it does not.
     * @returns {Promise<string | undefined>}
     */
    async suiteOrigin() {
      if (!(await built) || running.length === 0) return undefined;
      return (await waitForHealth(suite.origin, 60_000, () => running[0].exited))
        ? suite.origin
        : undefined;
    },

    /**
     * Back to normal priority, and the environment the e2e stage runs in: the suite's server
     * reused, the README's waited for by e2e/first-start.e2e.ts. Undefined (the stage starts its
     * own servers) if the build or the suite's server failed: their output is printed and both
     * are stopped.
     * @returns {Promise<Record<string, string> | undefined>}
     */
    async forE2e() {
      if (!(await built)) {
        console.error(`The early build failed:\n${tail(path.join(dir, 'build.log'))}`);
        await stop();
        return undefined;
      }
      for (const { child } of running) {
        // lowering a niceness needs privilege: without it they keep nice 19, slower but correct
        const renice = spawnSync('renice', ['-n', '0', '-g', String(child.pid)], {
          stdio: 'ignore',
        });
        const regrouped = !existsSync('/proc/self/autogroup') || setAutogroupNice(child.pid, 0);
        if (renice.status !== 0 || !regrouped) {
          console.warn(`could not give process group ${child.pid} its normal priority back`);
        }
      }
      const suiteUp = await waitForHealth(suite.origin, 420_000, () => running[0].exited);
      if (!suiteUp) {
        console.error(`The suite's server did not start:\n${tail(suite.log)}`);
        await stop();
        return undefined;
      }
      return {
        E2E_REUSE: '1',
        E2E_PORT: String(port),
        E2E_DATA_DIR: suite.env.DATA_DIR ?? '',
        E2E_README_LOG: readme.log,
        // its process group, for e2e/first-start.e2e.ts to stop once its tests are done: the
        // rest of the demo's transcoding would otherwise run beside every other file's tests
        E2E_README_PGID: String(running[1]?.child.pid ?? ''),
      };
    },

    stop,

    /** On an abrupt exit of npm test: nothing left running. */
    killNow() {
      for (const { child, exited } of running) {
        try {
          if (!exited && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    },
  };
};

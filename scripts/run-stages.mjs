// `npm test`: the stages in order, stopping at the first that fails (with its exit code), then a
// table of how long each took. `node scripts/run-stages.mjs unit e2e` runs only those.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startE2eServersEarly } from './e2e-early-start.mjs';

/**
 * Each stage runs npm scripts of the root package.json: one lane after another, or, for the
 * checks, two lanes side by side (one core each: typecheck beside format and lint).
 * @type {{ name: string, lanes: string[][] }[]}
 */
export const STAGES = [
  {
    name: 'check',
    lanes: [
      ['format:check', 'check:docs', 'check:cycles', 'check:i18n', 'lint'],
      ['typecheck', 'test:contract'],
    ],
  },
  { name: 'unit', lanes: [['test:unit']] },
  { name: 'bundle', lanes: [['test:bundle']] },
  { name: 'e2e', lanes: [['test:e2e']] },
];

/**
 * 75 400 ms → '1m 15s'.
 * @param {number} ms
 */
export const formatDuration = (ms) => {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes}m ${String(seconds % 60).padStart(2, '0')}s` : `${seconds}s`;
};

/** @typedef {{ name: string, ms?: number, status: 'ok' | 'failed' | 'not run', code?: number }} StageResult */

/**
 * The table printed at the end.
 * @param {StageResult[]} results
 */
export const stageTable = (results) => {
  const total = results.reduce((sum, r) => sum + (r.ms ?? 0), 0);
  const rows = [
    ...results.map((r) => [
      r.name,
      r.ms === undefined ? '' : formatDuration(r.ms),
      r.status === 'failed' ? `failed (exit ${r.code})` : r.status,
    ]),
    ['total', formatDuration(total), ''],
  ];
  const width = (/** @type {number} */ column) =>
    Math.max(...rows.map((row) => row[column].length));
  const [a, b] = [width(0), width(1)];
  return rows
    .map(([name, time, status]) => `${name.padEnd(a)}  ${time.padStart(b)}  ${status}`.trimEnd())
    .join('\n');
};

/**
 * Runs `stages` one after another with `run` (an exit code per stage), up to the first failure.
 * @param {typeof STAGES} stages
 * @param {(stage: (typeof STAGES)[number]) => Promise<number>} run
 * @param {() => number} now
 */
export const runStages = async (stages, run, now = () => performance.now()) => {
  /** @type {StageResult[]} */
  const results = [];
  let code = 0;
  for (const stage of stages) {
    if (code !== 0) {
      results.push({ name: stage.name, status: 'not run' });
      continue;
    }
    const started = now();
    const exit = await run(stage);
    const ms = now() - started;
    if (exit === 0) results.push({ name: stage.name, ms, status: 'ok' });
    else {
      code = exit;
      results.push({ name: stage.name, ms, status: 'failed', code: exit });
    }
  }
  return { code, results };
};

/**
 * Runs a stage's lanes side by side, each lane's scripts in order up to its first failure; the
 * first failing lane's exit code. With several lanes, each lane's output is held and printed
 * whole once every lane has ended, so the logs do not interleave.
 * @param {string[][]} lanes
 * @param {(script: string, output: 'inherit' | ((chunk: Buffer) => void)) => Promise<number>} runScript
 * @param {(text: string) => void} print
 */
export const runLanes = async (lanes, runScript, print) => {
  const held = lanes.map(() => /** @type {Buffer[]} */ ([]));
  const codes = await Promise.all(
    lanes.map(async (lane, i) => {
      for (const script of lane) {
        const code = await runScript(
          script,
          lanes.length === 1 ? 'inherit' : (chunk) => held[i].push(chunk),
        );
        if (code !== 0) return code;
      }
      return 0;
    }),
  );
  for (const output of held) if (output.length > 0) print(Buffer.concat(output).toString());
  return codes.find((code) => code !== 0) ?? 0;
};

/**
 * `npm run <script>` with the npm that runs this file; killed by a signal counts as exit 1.
 * @param {string} script
 * @param {'inherit' | ((chunk: Buffer) => void)} output
 * @returns {Promise<number>}
 */
const npmRun = (script, output) =>
  new Promise((resolve) => {
    const npm = process.env.npm_execpath;
    const [command, args] = npm
      ? [process.execPath, [npm, 'run', script]]
      : ['npm', ['run', script]];
    const child = spawn(command, args, {
      stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    if (output !== 'inherit') {
      child.stdout?.on('data', output);
      child.stderr?.on('data', output);
    }
    child.once('error', () => resolve(1));
    child.once('close', (code) => resolve(code ?? 1));
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !STAGES.some((s) => s.name === name));
  if (unknown.length > 0) {
    const names = STAGES.map((s) => s.name).join(', ');
    console.error(`unknown stage ${unknown.join(', ')}: the stages are ${names}`);
    process.exit(2);
  }
  const stages = wanted.length === 0 ? STAGES : STAGES.filter((s) => wanted.includes(s.name));
  // the e2e stage's servers start now, at a low priority (scripts/e2e-early-start.mjs), unless
  // the stage is not run or is told to use a server already running
  const early =
    stages.some((s) => s.name === 'e2e') && !process.env.E2E_REUSE
      ? startE2eServersEarly(path.resolve(fileURLToPath(import.meta.url), '../..'), process.env)
      : undefined;
  if (early) {
    for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
      process.once(signal, () => {
        early.killNow();
        process.exit(1);
      });
    }
  }
  const { code, results } = await runStages(stages, async (stage) => {
    // the early build writes what the bundle check reads, and only one build may run at once;
    // the page JavaScript check reads the e2e server rather than start one of its own
    if (stage.name === 'bundle' && early) {
      const origin = await early.suiteOrigin();
      if (origin) process.env.PAGE_JS_ORIGIN = origin;
    }
    if (stage.name === 'e2e' && early) Object.assign(process.env, await early.forE2e());
    return runLanes(stage.lanes, npmRun, (text) => process.stdout.write(text));
  });
  await early?.stop();
  if (stages.length > 1) console.log(`\n${stageTable(results)}`);
  process.exit(code);
}

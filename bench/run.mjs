// `npm run bench [-- api segments transcode]`: runs each benchmark in its own process, prints each
// figure beside the reference measured in the same run, the ratio and the target
// (docs/decisions.md#performance-targets), and writes bench/results/latest.json.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const BENCHES = {
  // two catalogue sizes, each against a same-bytes reference and hello-world: ~4 min when busy
  api: { script: 'bench/api/api.bench.ts', timeoutSeconds: 480 },
  // nginx, the app and a bare Node server on two file sizes, then free against granted: ~3 min
  segments: { script: 'bench/segments/segments.bench.ts', timeoutSeconds: 360 },
  transcode: { script: 'bench/transcode/transcode.bench.ts', timeoutSeconds: 180 },
  search: { script: 'bench/search/search.bench.ts', timeoutSeconds: 120 },
  player: { script: 'bench/player/player.bench.ts', timeoutSeconds: 600 },
  foryou: { script: 'bench/foryou/foryou.bench.ts', timeoutSeconds: 900 },
  // seven interactions × 10 visits each in Chromium at 4× CPU slowdown: ~10 min
  inp: { script: 'bench/inp/inp.bench.ts', timeoutSeconds: 1200 },
  // ten pages × (a warm-up and 3 counted runs) on 2 cores: ~15 min
  lighthouse: { script: 'bench/lighthouse/lighthouse.bench.ts', timeoutSeconds: 1500 },
  metrics: { script: 'bench/metrics/metrics.bench.ts', timeoutSeconds: 900 },
  analytics: { script: 'bench/analytics/analytics.bench.ts', timeoutSeconds: 300 },
  comments: { script: 'bench/comments/comments.bench.ts', timeoutSeconds: 240 },
  upload: { script: 'bench/upload/upload.bench.ts', timeoutSeconds: 300 },
  // 10,000 followers with a device each: the publish answer, and the pushes' delivery
  push: { script: 'bench/push/push.bench.ts', timeoutSeconds: 600 },
  // loads 100k series, 1M comments and 10M events into PGlite, then 1M series, 10M comments and
  // 100M events into PostgreSQL: most of its time is the load
  scale: { script: 'bench/scale/scale.bench.ts', timeoutSeconds: 5 * 3600 },
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark: ${unknown.join(', ')}. Choose from: ${Object.keys(BENCHES).join(', ')}`,
  );
  process.exit(2);
}
const names = requested.length > 0 ? requested : Object.keys(BENCHES);

const running = new Set();
const stopAll = () => {
  // each benchmark leads its own process group: its servers, ffmpeg and nginx go with it
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
process.once('SIGINT', () => {
  stopAll();
  process.exit(130);
});
process.once('SIGTERM', () => {
  stopAll();
  process.exit(143);
});

const runOne = (name, outFile) =>
  new Promise((resolve) => {
    const { script, timeoutSeconds } = BENCHES[name];
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: root,
      env: { ...process.env, BENCH_OUT: outFile },
      stdio: 'inherit',
      detached: true,
    });
    running.add(child);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      stopAll();
    }, timeoutSeconds * 1000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      resolve(
        timedOut
          ? `timed out after ${timeoutSeconds} s`
          : code === 0
            ? undefined
            : `exited with ${signal ?? `code ${code}`}`,
      );
    });
  });

const formatNumber = (value) =>
  typeof value !== 'number'
    ? '–'
    : Math.abs(value) >= 100
      ? Math.round(value).toLocaleString('en')
      : String(Math.round(value * 100) / 100);
const verdict = (pass) => (pass === null ? 'info' : pass ? 'PASS' : 'MISS');

const printTable = (header, rows) => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
};

const began = Date.now();
const loadBefore = os.loadavg()[0];
const work = await mkdtemp(path.join(os.tmpdir(), 'reelforge-bench-run-'));
const results = [];
try {
  for (const name of names) {
    console.error(`\n▶ ${name}`);
    const outFile = path.join(work, `${name}.json`);
    const failure = await runOne(name, outFile);
    if (failure) {
      results.push({ bench: name, error: failure, rows: [], notes: [] });
      continue;
    }
    results.push(JSON.parse(await readFile(outFile, 'utf8')));
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
const loadAfter = os.loadavg()[0];

const header = [
  'benchmark',
  'measure',
  'figure',
  'reference (same run)',
  'ratio',
  'target',
  'result',
];
const rows = results.flatMap((result) =>
  result.error
    ? [[result.bench, `FAILED: ${result.error}`, '', '', '', '', 'FAIL']]
    : result.rows.map((row) => [
        result.bench,
        row.measure,
        `${formatNumber(row.figure)} ${row.unit}`,
        `${row.reference.name}: ${formatNumber(row.reference.value)} ${row.reference.unit}`,
        // a figure that was not measured this run (e.g. no next-episode runs) has no ratio
        typeof row.ratio === 'number' ? `${row.ratio.toFixed(2)}×` : '–',
        row.target,
        verdict(row.pass),
      ]),
);
console.log('');
printTable(header, rows);
for (const result of results) {
  if (result.notes.length === 0) continue;
  console.log(`\n${result.bench}${result.seconds ? ` (${result.seconds} s)` : ''}:`);
  for (const note of result.notes) console.log(`  - ${note}`);
}
const cpus = os.cpus();
const machine = {
  node: process.version,
  cpus: cpus.length,
  cpuModel: cpus[0]?.model ?? 'unknown',
  loadAverage: {
    before: Math.round(loadBefore * 100) / 100,
    after: Math.round(loadAfter * 100) / 100,
  },
};
console.log(
  `\n${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}; 1-min load average ` +
    `${machine.loadAverage.before} before, ${machine.loadAverage.after} after` +
    // "after" includes the benchmarks' own servers and ffmpeg threads
    (loadBefore > cpus.length || loadAfter > 3 * cpus.length
      ? '\nWARNING: the machine was busy with other work: figures and even ratios are unreliable, run again when it is idle'
      : loadBefore > 1
        ? ' (some other work on the machine: figures are noisy, ratios less so)'
        : ''),
);

const resultsDir = path.join(here, 'results');
await mkdir(resultsDir, { recursive: true });
const report = {
  ranAt: new Date(began).toISOString(),
  seconds: Math.round((Date.now() - began) / 100) / 10,
  machine,
  benchmarks: results,
};
await writeFile(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `results: ${path.relative(root, path.join(resultsDir, 'latest.json'))} (${report.seconds} s)`,
);
process.exitCode = results.some((r) => r.error) ? 1 : 0;

// `npm run bench -- segments`: HLS segments through the app's /media/* route against nginx.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { measureHttpLoad } from '../lib/http-load';
import { findWrk, measureWrkLoad } from '../lib/wrk-load';
import { API_LOAD, loadProblems, type LoadResult, type LoadSettings } from '../lib/load';
import { progressLog, ratioOf, reportResult, round, type BenchRow } from '../lib/result';
import { startServer } from '../lib/server-process';
import { recordAnswers } from '../api/same-bytes';
import { createHlsFixture } from './hls-fixture';
import { findNginx, startNginx } from './nginx';

const MIN_RATIO = 0.65;
// a priced episode's segment behind its grant, against the same bytes free (docs/decisions.md)
const MIN_GRANTED_RATIO = 0.9;
// two runs per server (ABBA), so shorter ones than the API's; files have no cache expiry
const SEGMENT_LOAD: LoadSettings = { ...API_LOAD, warmupSeconds: 2, seconds: 8 };

/** The mean of a server's runs; latencies too (close enough for a note). */
const meanOf = (results: LoadResult[]): LoadResult => {
  const total = (pick: (r: LoadResult) => number) => results.reduce((sum, r) => sum + pick(r), 0);
  const mean = (pick: (r: LoadResult) => number) => total(pick) / Math.max(1, results.length);
  return {
    requestsPerSecond: mean((r) => r.requestsPerSecond),
    bytesPerSecond: mean((r) => r.bytesPerSecond),
    latencyP50Ms: round(
      mean((r) => r.latencyP50Ms),
      1,
    ),
    latencyP99Ms: round(
      mean((r) => r.latencyP99Ms),
      1,
    ),
    latencyMaxMs: Math.max(...results.map((r) => r.latencyMaxMs)),
    requests: total((r) => r.requests),
    non2xx: total((r) => r.non2xx),
    errors: total((r) => r.errors),
    timeouts: total((r) => r.timeouts),
    ...(results.every((r) => r.serverCpuMicrosPerRequest !== undefined)
      ? { serverCpuMicrosPerRequest: mean((r) => r.serverCpuMicrosPerRequest ?? 0) }
      : {}),
  };
};

// the issue's own measure is `wrk -t2 -c50`; without wrk, the Node load generator
const wrk = process.env.BENCH_WRK === 'none' ? undefined : findWrk();
const measure = (origin: string, paths: readonly string[], pid: number) =>
  wrk
    ? measureWrkLoad(wrk, origin, paths, SEGMENT_LOAD, pid)
    : measureHttpLoad(origin, paths, SEGMENT_LOAD, pid);

const log = progressLog('segments');
const began = performance.now();
const notes: string[] = [];
const rows: BenchRow[] = [];

type Server = {
  name: string;
  origin: string;
  pid: number;
  info?: Record<string, unknown>;
  stop(): Promise<void>;
};

const work = await mkdtemp(path.join(os.tmpdir(), 'reelforge-bench-segments-'));
// nginx workers run as an unprivileged user: they must be able to reach the files
await chmod(work, 0o755);
const servers: Server[] = [];
try {
  log('generating and transcoding a source…');
  const fixture = await createHlsFixture(path.join(work, 'media'));
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

  const app: Server = {
    name: 'app',
    ...(await startServer('bench/segments/media-server.ts', {
      BENCH_MEDIA_ROOT: fixture.root,
      BENCH_SEGMENT_KEYS: JSON.stringify(fixture.segmentKeys),
    })),
  };
  const grantedPaths = app.info?.grantedPaths as string[] | undefined;
  if (!grantedPaths || grantedPaths.length !== fixture.segmentKeys.length) {
    throw new Error('The app child prepared no granted segments');
  }
  servers.push(app);

  const nginxBinary = findNginx();
  let reference: Server;
  if (nginxBinary) {
    const nginx = await startNginx(
      nginxBinary,
      work,
      fixture.root,
      `/media/${fixture.segmentKeys[0]}`,
    );
    reference = { name: nginx.version || 'nginx', ...nginx };
    notes.push(
      `reference: ${reference.name} (${nginxBinary}), worker_processes 1, sendfile on, ` +
        'access_log off',
    );
  } else {
    const node = await startServer('bench/segments/node-static-server.ts', {
      BENCH_MEDIA_ROOT: fixture.root,
    });
    reference = { name: 'node:http + fs.createReadStream', ...node };
    notes.push(
      'reference: nginx not found, so a bare node:http + fs.createReadStream server (a weaker ' +
        'reference than the target names)',
    );
  }
  servers.push(reference);

  const sets = [
    {
      measure: `${fixture.segmentKeys.length} HLS segments of ${kb(fixture.meanSegmentBytes)} (${fixture.rendition}, cut)`,
      paths: fixture.segmentKeys.map((key) => `/media/${key}`),
    },
    { measure: '16 KB file', paths: [`/media/${fixture.smallKey}`] },
  ];
  // the ceiling for any Node server: node:http alone, replaying the app's answers from memory
  const sameBytesFile = path.join(work, 'same-bytes.json');
  await recordAnswers(
    app.origin,
    sets.flatMap((set) => set.paths),
    sameBytesFile,
  );
  const bareNode: Server = {
    name: 'bare node:http, same bytes from memory',
    ...(await startServer('bench/segments/same-bytes-node-server.ts', {
      BENCH_SAME_BYTES: sameBytesFile,
    })),
  };
  servers.push(bareNode);
  for (const set of sets) {
    const runs = new Map<Server, LoadResult[]>([
      [reference, []],
      [app, []],
      [bareNode, []],
    ]);
    // nested ABBA: drift on a shared machine hits every server alike
    for (const server of [reference, app, bareNode, bareNode, app, reference]) {
      const result = await measure(server.origin, set.paths, server.pid);
      log(
        `${set.measure} via ${server.name}: ${Math.round(result.requestsPerSecond)} req/s, ` +
          `${Math.round(result.bytesPerSecond / 2 ** 20)} MiB/s, p99 ${result.latencyP99Ms} ms`,
      );
      notes.push(...loadProblems(`${set.measure} via ${server.name}`, result));
      runs.get(server)!.push(result);
    }
    const figure = meanOf(runs.get(app)!);
    const ref = meanOf(runs.get(reference)!);
    const ratio = ratioOf(figure.requestsPerSecond, ref.requestsPerSecond);
    rows.push({
      measure: `GET /media/… ${set.measure}`,
      figure: Math.round(figure.requestsPerSecond),
      unit: 'req/s',
      reference: { name: reference.name, value: Math.round(ref.requestsPerSecond), unit: 'req/s' },
      ratio: round(ratio),
      // against the fallback the target cannot be judged: the row is informative
      target: nginxBinary ? `≥ ${MIN_RATIO}× nginx` : `≥ ${MIN_RATIO}× nginx (no nginx here)`,
      pass: nginxBinary ? ratio >= MIN_RATIO && loadProblems('', figure).length === 0 : null,
    });
    const node = meanOf(runs.get(bareNode)!);
    rows.push({
      measure: `GET /media/… ${set.measure}: ${bareNode.name} (Node's ceiling)`,
      figure: Math.round(node.requestsPerSecond),
      unit: 'req/s',
      reference: { name: reference.name, value: Math.round(ref.requestsPerSecond), unit: 'req/s' },
      ratio: round(ratioOf(node.requestsPerSecond, ref.requestsPerSecond)),
      target: 'informative: the app cannot pass it',
      pass: null,
    });
    const cpu = (r: LoadResult) =>
      r.serverCpuMicrosPerRequest === undefined
        ? ''
        : `, server CPU ${Math.round(r.serverCpuMicrosPerRequest)} µs/request`;
    notes.push(
      `${set.measure}: app ${Math.round(figure.bytesPerSecond / 2 ** 20)} MiB/s, p99 ` +
        `${figure.latencyP99Ms} ms${cpu(figure)}; ${reference.name} ` +
        `${Math.round(ref.bytesPerSecond / 2 ** 20)} MiB/s, p99 ${ref.latencyP99Ms} ms${cpu(ref)}; ` +
        `${bareNode.name} p99 ${node.latencyP99Ms} ms${cpu(node)}, the app ` +
        `${round(ratioOf(figure.requestsPerSecond, node.requestsPerSecond))}× it`,
    );
  }
  // the same segments behind a playback grant: what a subscriber's player fetches
  {
    const freePaths = fixture.segmentKeys.map((key) => `/media/${key}`);
    const runs: { free: LoadResult[]; granted: LoadResult[] } = { free: [], granted: [] };
    for (const kind of ['free', 'granted', 'granted', 'free'] as const) {
      const paths = kind === 'free' ? freePaths : grantedPaths;
      const result = await measure(app.origin, paths, app.pid);
      log(`${kind} segments via the app: ${Math.round(result.requestsPerSecond)} req/s`);
      notes.push(...loadProblems(`${kind} segments`, result));
      runs[kind].push(result);
    }
    const granted = meanOf(runs.granted);
    const free = meanOf(runs.free);
    const ratio = ratioOf(granted.requestsPerSecond, free.requestsPerSecond);
    rows.push({
      measure: 'GET /media/g/{grant}/… the same segments of a priced episode',
      figure: Math.round(granted.requestsPerSecond),
      unit: 'req/s',
      reference: {
        name: 'the free segments, same app',
        value: Math.round(free.requestsPerSecond),
        unit: 'req/s',
      },
      ratio: round(ratio),
      target: `≥ ${MIN_GRANTED_RATIO}× free`,
      pass: ratio >= MIN_GRANTED_RATIO && loadProblems('', granted).length === 0,
    });
  }
  const order =
    `${SEGMENT_LOAD.warmupSeconds} s warm-up then ${SEGMENT_LOAD.seconds} s, twice per server in ` +
    'the order reference, app, bare node, bare node, app, reference (means shown), from this ' +
    'process; the app in a ' +
    'child process (NODE_ENV=production, LOG_LEVEL=info to /dev/null); segment requests cycle ' +
    'through every segment';
  notes.unshift(
    wrk
      ? `wrk -t2 -c${SEGMENT_LOAD.connections} (${wrk}), a Lua script rotating the paths; ${order}`
      : `bench/lib/http-load.ts (wrk is not installed: apt-get install wrk for the issue's own ` +
          `measure), not autocannon (whose string-appended bodies cap it near 60 MiB/s whatever ` +
          `the server): ${SEGMENT_LOAD.connections} keep-alive connections, one request in ` +
          `flight each; ${order}. A Node client takes a core per ~20k requests: against nginx it ` +
          'is the limit, so the ratio reads higher than under wrk',
  );
} finally {
  for (const server of servers.reverse()) await server.stop();
  await rm(work, { recursive: true, force: true });
}

await reportResult({
  bench: 'segments',
  rows,
  notes,
  seconds: round((performance.now() - began) / 1000, 1),
});

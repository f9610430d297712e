// `node --import tsx bench/lighthouse/main-thread.ts [--runs 5] [--locales en,es,ar]`: where the
// home page's main-thread time goes in each locale, for the Lighthouse bench's total blocking time.
// Serves the built web app (apps/web/dist, as the Lighthouse bench builds it) with the bench's
// server, loads `/` in a fresh browser context per run (the locale cookie, as the bench sends it),
// records a Chromium trace and a sampling CPU profile, and prints per locale the medians of: the
// main thread's tasks over 50 ms once slowed 4× (Lighthouse's mobile CPU), the blocking time they
// add up to, and the script functions that took the most of it.
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser, type CDPSession } from 'puppeteer-core';
import { LOCALE_COOKIE } from '@app/contract';
import { buildWebApp, startServer, type ServerProcess } from '../lib/server-process';

const SLOWDOWN = 4;
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    locales: { type: 'string', default: 'en,es,ar' },
    top: { type: 'string', default: '12' },
    build: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const locales = values.locales.split(',');

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
};
type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? NaN;
const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || '(document)';

/** The renderer main thread of the page: the CrRendererMain with the most task time. */
const mainThread = (events: TraceEvent[]) => {
  const names = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best: { pid: number; tid: number; total: number } | undefined;
  for (const t of names) {
    const total = events
      .filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (!best || total > best.total) best = { pid: t.pid, tid: t.tid, total };
  }
  if (!best) throw new Error('no renderer main thread in the trace');
  return best;
};

type RunFigures = {
  longTasks: { ms: number; what: string }[];
  blocking: number;
  selfByFunction: Map<string, number>;
};

async function oneRun(browser: Browser, origin: string, locale: string): Promise<RunFigures> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  if (locale !== 'en') await page.setExtraHTTPHeaders({ Cookie: `${LOCALE_COOKIE}=${locale}` });
  const cdp: CDPSession = await page.createCDPSession();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'v8',
      'toplevel',
    ],
  });
  await cdp.send('Profiler.start');
  await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const trace = JSON.parse(Buffer.from((await page.tracing.stop())!).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  await context.close();

  const events = trace.traceEvents;
  const main = mainThread(events);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X');
  const longTasks: RunFigures['longTasks'] = [];
  let blocking = 0;
  for (const task of tasks) {
    const ms = ((task.dur ?? 0) / 1000) * SLOWDOWN;
    if (ms <= 50) continue;
    blocking += ms - 50;
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter(
      (e) => e.ts >= task.ts && e.ts < end && e !== task && (e.dur ?? 0) > 0,
    );
    const biggest = inside
      .filter((e) =>
        [
          'EvaluateScript',
          'FunctionCall',
          'v8.run',
          'ParseHTML',
          'Layout',
          'UpdateLayoutTree',
          'TimerFire',
          'FireAnimationFrame',
        ].includes(e.name),
      )
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
    const url = biggest?.args?.data?.url ?? '';
    longTasks.push({
      ms: Math.round(ms),
      what: biggest ? `${biggest.name} ${shortUrl(url)}` : 'unattributed',
    });
  }
  // the profile's self time per function, 4× slowed
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfByFunction = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return;
    const key = `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber}`;
    const ms = ((profile.timeDeltas[i + 1] ?? 0) / 1000) * SLOWDOWN;
    selfByFunction.set(key, (selfByFunction.get(key) ?? 0) + ms);
    const file = `[file] ${shortUrl(url) || '(native)'}`;
    selfByFunction.set(file, (selfByFunction.get(file) ?? 0) + ms);
  });
  // inclusive time of each call into a script (a frame whose caller is another script or the
  // browser): what evaluating a chunk, or calling into it, costs with all it calls
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const entryOf = (id: number): ProfileNode[] => {
    const entries: ProfileNode[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at)!;
      const up = parent.get(at);
      const caller = up === undefined ? undefined : byId.get(up);
      if (node.callFrame.url && caller?.callFrame.url !== node.callFrame.url) entries.push(node);
    }
    return entries;
  };
  profile.samples.forEach((id, i) => {
    const ms = ((profile.timeDeltas[i + 1] ?? 0) / 1000) * SLOWDOWN;
    const seen = new Set<string>();
    for (const node of entryOf(id)) {
      const { functionName, url, lineNumber, columnNumber } = node.callFrame;
      const key = `[into] ${shortUrl(url)} ${functionName || '(anonymous)'}:${lineNumber}:${columnNumber}`;
      if (seen.has(key)) continue;
      seen.add(key);
      selfByFunction.set(key, (selfByFunction.get(key) ?? 0) + ms);
    }
  });
  return { longTasks, blocking, selfByFunction };
}

let server: ServerProcess | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  if (values.build) {
    buildWebApp();
  }
  server = await startServer('bench/player/player-server.ts', {}, 300_000);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const all = new Map<string, RunFigures[]>(locales.map((l) => [l, []]));
  // a first load of each, not counted: the server's caches and resized images
  for (const locale of locales) await oneRun(browser, server.origin, locale);
  for (let run = 0; run < runs; run++) {
    for (const locale of locales) {
      const figures = await oneRun(browser, server.origin, locale);
      all.get(locale)!.push(figures);
      console.error(
        `${locale} run ${run + 1}: blocking ${Math.round(figures.blocking)} ms; long tasks ${figures.longTasks.map((t) => `${t.ms} (${t.what})`).join(', ')}`,
      );
    }
  }
  for (const [locale, list] of all) {
    console.log(
      `\n== ${locale}: blocking time (4×) median ${Math.round(median(list.map((f) => f.blocking)))} ms over ${list.length} runs`,
    );
    const keys = new Set(list.flatMap((f) => [...f.selfByFunction.keys()]));
    const rows = [...keys]
      .map((key) => ({ key, ms: median(list.map((f) => f.selfByFunction.get(key) ?? 0)) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, Number(values.top));
    for (const row of rows) console.log(`  ${row.ms.toFixed(1).padStart(7)} ms  ${row.key}`);
  }
  await browser.disconnect();
} finally {
  await chrome?.kill();
  await server?.stop();
}

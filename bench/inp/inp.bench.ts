// `npm run bench -- inp`: interaction latency (INP) in Chromium at 4× CPU throttling, read from
// web-vitals' attribution build, for a swipe on /foryou, play/pause, seek and the speed menu on
// /play, typing in the search box, opening the account menu and liking a comment
// (docs/decisions.md#performance-targets). Each run is a fresh visit whose only interactions
// are the scenario's, so the visit's INP is theirs; the reference is a bare page's button in the
// same browser under the same throttling.
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { storeSessionScript, storedSession, type Session } from '../../e2e/session';
import { progressLog, ratioOf, reportResult, round, type BenchRow } from '../lib/result';
import { buildWebApp, startServer, type ServerProcess } from '../lib/server-process';
import { createSubscriber } from '../player/subscriber';
import {
  BARE_PAGE_HTML,
  BARE_PAGE_PATH,
  EVENT_TIMING_FLOOR_MS,
  inpProbeScript,
  type InpReport,
} from './inp-probe';
import { SCENARIOS, type Scenario, type Setting } from './scenarios';

const RUNS = Number(process.env.BENCH_INP_RUNS ?? '10');
const CPU_SLOWDOWN = 4;
const TARGET_P75_MS = 100;
const TARGET_WORST_MS = 200;
/** After the page is ready: its own start-up work (lazy chunks, prefetches) settles. */
const SETTLE_MS = 1500;
/** After the last interaction: the next paint, and web-vitals' report of it. */
const REPORT_WAIT_MS = 1500;
const ONLY = process.env.BENCH_INP_ONLY;

const log = progressLog('inp');
const began = performance.now();
const notes: string[] = [];
const rows: BenchRow[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

type Visit = { value: number; report: InpReport | null };

/** A phone: Lighthouse's mobile screen, touch, and the slowed CPU. */
const phoneContext = async (browser: Browser, session: Session | null) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript({ content: inpProbeScript() });
  if (session) await context.addInitScript(storeSessionScript, storedSession(session));
  return context;
};

/** One visit: open the page, wait until it is ready, interact, and read the visit's INP. */
const visit = async (
  context: BrowserContext,
  url: string,
  steps: {
    ready: (page: Page) => Promise<void>;
    act: Scenario['act'];
    setting: Setting;
    run: number;
  },
): Promise<Visit> => {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    await steps.ready(page);
    await sleep(SETTLE_MS);
    const before = await page.evaluate(() => window.__inp?.length ?? 0);
    if (before > 0) throw new Error(`${url}: an interaction was timed before the scenario's`);
    await steps.act(page, { cdp, setting: steps.setting, run: steps.run });
    await sleep(REPORT_WAIT_MS);
    const reports = await page.evaluate(() => window.__inp ?? []);
    const worst = reports.reduce<InpReport | null>(
      (max, report) => (max === null || report.value > max.value ? report : max),
      null,
    );
    // nothing reported: every interaction was under Event Timing's floor
    return { value: worst?.value ?? EVENT_TIMING_FLOOR_MS, report: worst };
  } finally {
    await page.close();
  }
};

const describe = (v: Visit): string => {
  const r = v.report;
  if (!r) return `${v.value} ms (under Event Timing's floor)`;
  const parts = [
    `${r.value} ms ${r.type ?? ''} on ${r.target || '(removed element)'}`,
    `input delay ${round(r.inputDelay, 0)} ms, processing ${round(r.processing, 0)} ms, presentation ${round(r.presentation, 0)} ms`,
  ];
  if (r.script) {
    const where = `${r.script.source.replace(/^https?:\/\/[^/]+/, '')}:${r.script.at}`;
    parts.push(
      `longest script ${round(r.script.duration, 0)} ms in ${r.script.subpart}: ` +
        `${r.script.fn || '(anonymous)'} at ${where}, invoked by ${r.script.invoker} (${r.script.invokerType})`,
    );
  }
  if (r.styleAndLayout !== null) parts.push(`style and layout ${round(r.styleAndLayout, 0)} ms`);
  return parts.join('; ');
};

let server: ServerProcess | undefined;
let browser: Browser | undefined;
try {
  log('building the web app…');
  buildWebApp();

  log('starting the app with the tiny demo catalogue…');
  const env: Record<string, string> = process.env.BENCH_INP_PORT
    ? { BENCH_INP_PORT: process.env.BENCH_INP_PORT }
    : {};
  server = await startServer('bench/inp/inp-server.ts', env, 300_000);
  const origin = server.origin;
  const seriesId = (server.info.series as string[])[1]!;
  const subscriber = await createSubscriber(origin);
  const author = await createSubscriber(origin);
  const posted = await fetch(`${origin}/api/comments`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${author.access_token}`,
    },
    body: JSON.stringify({ video_id: seriesId, content: 'A comment to like in the INP bench' }),
  });
  if (!posted.ok) throw new Error(`posting the comment: ${posted.status}`);
  const setting: Setting = {
    seriesId,
    subscriber: subscriber.username,
    commentAuthor: author.username,
  };

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });

  const contexts = {
    guest: await phoneContext(browser, null),
    subscriber: await phoneContext(browser, subscriber),
  };
  // a first visit each: the service worker installed and the HTTP cache warm, as for a viewer
  // who has been here before; the runs then measure the app, not the first download
  for (const context of Object.values(contexts)) {
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.close();
  }

  log('reference: a bare page’s button…');
  // a context of its own: the app's service worker would answer the bare page's navigation
  const bareContext = await phoneContext(browser, null);
  await bareContext.route(`${origin}${BARE_PAGE_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: BARE_PAGE_HTML }),
  );
  const bare: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await visit(bareContext, `${origin}${BARE_PAGE_PATH}`, {
      ready: (page) => page.locator('#toggle').waitFor(),
      act: async (page) => {
        await page.locator('#toggle').click();
      },
      setting,
      run,
    });
    bare.push(result.value);
  }
  await bareContext.close();
  const bareP75 = percentile(bare, 75);
  const bareWorst = Math.max(...bare);

  for (const scenario of SCENARIOS) {
    if (ONLY && !scenario.name.includes(ONLY)) continue;
    log(`${scenario.name}: ${RUNS} visits…`);
    const visits: Visit[] = [];
    for (let run = 0; run < RUNS; run++) {
      visits.push(
        await visit(contexts[scenario.viewer], `${origin}${scenario.path(setting)}`, {
          ready: (page) => scenario.ready(page, setting),
          act: scenario.act,
          setting,
          run,
        }),
      );
    }
    const values = visits.map((v) => v.value);
    const p75 = percentile(values, 75);
    const worst = visits.reduce((max, v) => (v.value > max.value ? v : max));
    log(`${scenario.name}: ${values.join(', ')} ms`);
    rows.push(
      {
        measure: `INP, ${scenario.name}: p75 of ${RUNS} visits`,
        figure: p75,
        unit: 'ms',
        reference: { name: 'bare page button p75', value: bareP75, unit: 'ms' },
        ratio: round(ratioOf(p75, bareP75)),
        target: `≤ ${TARGET_P75_MS} ms`,
        pass: p75 <= TARGET_P75_MS,
      },
      {
        measure: `INP, ${scenario.name}: worst visit`,
        figure: worst.value,
        unit: 'ms',
        reference: { name: 'bare page button worst', value: bareWorst, unit: 'ms' },
        ratio: round(ratioOf(worst.value, bareWorst)),
        target: `≤ ${TARGET_WORST_MS} ms`,
        pass: worst.value <= TARGET_WORST_MS,
      },
    );
    notes.push(`${scenario.name}: visits ${values.join(', ')} ms; worst: ${describe(worst)}`);
  }
  notes.push(
    `Chromium ${browser.version()} as a phone (412×823 at 1.75×, touch) with the CPU slowed ` +
      `${CPU_SLOWDOWN}× (Emulation.setCPUThrottlingRate); each run a fresh visit after one ` +
      `warm-up visit per viewer (service worker installed, HTTP cache warm); the page ready, ` +
      `then ${SETTLE_MS} ms before the interaction`,
    `INP from web-vitals' attribution build (onINP, reportAllChanges, durationThreshold ` +
      `${EVENT_TIMING_FLOOR_MS} ms): a visit with no report counts as ${EVENT_TIMING_FLOOR_MS} ms`,
    `reference: a bare page whose button flips its label, same browser and throttling: ` +
      `${bare.join(', ')} ms`,
  );
} finally {
  await browser?.close();
  await server?.stop();
}

await reportResult({
  bench: 'inp',
  rows,
  notes,
  seconds: round((performance.now() - began) / 1000, 1),
});

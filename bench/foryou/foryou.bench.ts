// `npm run bench -- foryou`: how fast the For You feed's next item plays after a swipe, against
// a cold start of the same kind of stream; and whether memory and <video> elements stay flat over
// 100 swipes, in Chromium (docs/decisions.md#performance-targets, docs/product/feed.md).
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { FeedPage } from '@app/contract';
import { progressLog, ratioOf, reportResult, round, type BenchRow } from '../lib/result';
import { buildWebApp, startServer, type ServerProcess } from '../lib/server-process';
import { storeSessionScript, storedSession } from '../../e2e/session';
import { createSubscriber } from '../player/subscriber';
import { FEED_PROBE_SCRIPT, type SwipeTiming } from './feed-probe';

const SWIPES = Number(process.env.BENCH_FORYOU_SWIPES ?? '100');
const TARGET_MS = 150;
/** Heap after 100 swipes may exceed the heap after the first 10 by this much and count as flat. */
const FLAT_HEAP_RATIO = 1.25;
const SWIPE_TIMEOUT_MS = 10_000;

const log = progressLog('foryou');
const began = performance.now();
const notes: string[] = [];
const rows: BenchRow[] = [];

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const median = (values: number[]) => percentile(values, 50);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** JS heap in use after a full garbage collection, and the page's DOM nodes, via CDP. */
const memoryOf = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const dom = await cdp.send('Memory.getDOMCounters');
    const videos = await page.evaluate(() => document.querySelectorAll('video').length);
    return { heapMb: heap.usedSize / 1024 / 1024, nodes: dom.nodes, videos };
  } finally {
    await cdp.detach();
  }
};

/** A fresh stream in a fresh element in a fresh context (cold HTTP cache): no preloading. */
const coldStartMs = async (browser: Browser, origin: string, src: string) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    // a blank page of the app's origin, answered by the browser itself
    await context.route(`${origin}/bench-cold-start`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>cold</title>' }),
    );
    await context.addInitScript({ content: FEED_PROBE_SCRIPT });
    const page = await context.newPage();
    await page.goto(`${origin}/bench-cold-start`);
    return await page.evaluate(([url, timeout]) => window.__coldStart!(url, timeout), [
      new URL(src, origin).href,
      SWIPE_TIMEOUT_MS,
    ] as const);
  } finally {
    await context.close();
  }
};

let server: ServerProcess | undefined;
let browser: Browser | undefined;
try {
  log('building the web app…');
  buildWebApp();

  log('starting the app with eight transcoded series and 110 more rows…');
  server = await startServer('bench/foryou/foryou-server.ts', {}, 600_000);
  const origin = server.origin;
  const distinct = Number(server.info.distinct);
  const session = await createSubscriber(origin);
  const firstPage = (await (await fetch(`${origin}/api/feed?limit=20`)).json()) as FeedPage;
  const distinctSources = firstPage.items.slice(0, distinct).map((item) => item.video_url);
  if (!distinctSources.every((src) => src.endsWith('.m3u8'))) {
    throw new Error(`the feed's first items are not HLS yet: ${distinctSources.join(', ')}`);
  }

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

  log('reference: cold starts of the same streams…');
  const coldTimes: number[] = [];
  const coldFirstFrames: number[] = [];
  for (const src of distinctSources) {
    const cold = await coldStartMs(browser, origin, src);
    if (cold === null) continue;
    coldTimes.push(cold.playing);
    coldFirstFrames.push(cold.firstFrame);
  }

  // a phone's screen; a subscriber, so no ad stands before each item
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript({ content: FEED_PROBE_SCRIPT });
  await context.addInitScript(storeSessionScript, storedSession(session));
  const page = await context.newPage();
  await page.goto(`${origin}/foryou`);
  await page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('article[data-active] video');
      return video !== null && video.currentTime > 0.2;
    },
    null,
    { timeout: 30_000 },
  );

  const timings: SwipeTiming[] = [];
  const missed: number[] = [];
  let afterTen: Awaited<ReturnType<typeof memoryOf>> | undefined;
  for (let swipe = 1; swipe <= SWIPES; swipe++) {
    // the viewer watches a moment: the next item's start has time to load, as it would
    await sleep(swipe <= distinct ? 1500 : 400);
    const timing = await page.evaluate((timeout) => window.__feedSwipe!(timeout), SWIPE_TIMEOUT_MS);
    if (timing) timings.push(timing);
    else missed.push(swipe);
    if (swipe === 10) afterTen = await memoryOf(page);
    if (swipe % 10 === 0) log(`swipe ${swipe}/${SWIPES}`);
  }
  const afterAll = await memoryOf(page);
  const maxVideos = await page.evaluate(() => window.__feedProbe!.maxVideos);
  await context.close();

  const fresh = timings.slice(0, distinct - 1);
  const playingP50 = median(fresh.map((t) => t.playing));
  const firstFrameP50 = median(fresh.map((t) => t.firstFrame));
  const allPlayingP50 = median(timings.map((t) => t.playing));
  const coldP50 = median(coldTimes);
  rows.push({
    measure: 'For You: swipe → next item playing (new stream), p50',
    figure: round(playingP50, 0),
    unit: 'ms',
    reference: { name: 'cold start of such a stream, p50', value: round(coldP50, 0), unit: 'ms' },
    ratio: round(ratioOf(playingP50, coldP50)),
    target: `≤ ${TARGET_MS} ms`,
    pass: playingP50 <= TARGET_MS,
  });
  rows.push({
    measure: `For You: swipe → next item playing, all ${timings.length} swipes, p50`,
    figure: round(allPlayingP50, 0),
    unit: 'ms',
    reference: { name: 'cold start of such a stream, p50', value: round(coldP50, 0), unit: 'ms' },
    ratio: round(ratioOf(allPlayingP50, coldP50)),
    target: `≤ ${TARGET_MS} ms`,
    pass: allPlayingP50 <= TARGET_MS,
  });
  const heapRatio = afterTen ? afterAll.heapMb / afterTen.heapMb : NaN;
  rows.push({
    measure: `For You: JS heap after ${SWIPES} swipes`,
    figure: round(afterAll.heapMb, 1),
    unit: 'MB',
    reference: { name: 'after 10 swipes', value: round(afterTen?.heapMb ?? NaN, 1), unit: 'MB' },
    ratio: round(heapRatio),
    target: `flat (≤ ${FLAT_HEAP_RATIO}×)`,
    pass: heapRatio <= FLAT_HEAP_RATIO,
  });
  rows.push({
    measure: `For You: most <video> elements at once over ${SWIPES} swipes`,
    figure: maxVideos,
    unit: 'elements',
    reference: { name: 'after 10 swipes', value: afterTen?.videos ?? NaN, unit: 'elements' },
    ratio: round(ratioOf(maxVideos, afterTen?.videos ?? 0)),
    target: '≤ 3',
    pass: maxVideos <= 3 && afterAll.videos <= 3,
  });
  const list = (values: number[]) => values.map((v) => Math.round(v)).join(', ');
  notes.push(
    `Chromium ${browser.version()} (--disable-gpu), loopback, 390×844, signed in as a monthly subscriber (a guest's first frame is the ad's). A swipe is ↓ pressed in the page; "playing" is the first requestVideoFrameCallback whose media time is past where the item stood, "first frame" the first callback at all.`,
    `new-stream swipes (the first ${fresh.length}: each item's stream unseen before its neighbour preloaded it), playing (ms): ${list(fresh.map((t) => t.playing))}; first frame p50 ${Math.round(firstFrameP50)} ms.`,
    `later swipes reuse those ${distinct} streams (catalogue rows sharing media): p90 of all ${Math.round(
      percentile(
        timings.map((t) => t.playing),
        90,
      ),
    )} ms.${missed.length > 0 ? ` No frame within ${SWIPE_TIMEOUT_MS / 1000} s on swipes ${missed.join(', ')}.` : ''}`,
    `cold starts, playing (ms): ${list(coldTimes)}; first frame p50 ${Math.round(median(coldFirstFrames))} ms: the same streams in a new <video> in a fresh context (cold HTTP cache), timed from setting its src.`,
    `memory after a forced GC: ${round(afterTen?.heapMb ?? NaN, 1)} MB / ${afterTen?.nodes} DOM nodes / ${afterTen?.videos} videos after 10 swipes; ${round(afterAll.heapMb, 1)} MB / ${afterAll.nodes} DOM nodes / ${afterAll.videos} videos after ${SWIPES}.`,
  );
} finally {
  await browser?.close();
  await server?.stop();
}

await reportResult({
  bench: 'foryou',
  rows,
  notes,
  seconds: round((performance.now() - began) / 1000, 1),
});

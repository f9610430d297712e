// `npm run bench -- player`: time to first frame on /play (a subscriber, and a guest whose ad
// modal opens first) against a bare hls.js page playing the same stream, and how fast the next
// episode starts after auto-next, in Chromium (docs/decisions.md#performance-targets).
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type Page } from '@playwright/test';
import { progressLog, ratioOf, reportResult, round, type BenchRow } from '../lib/result';
import { buildWebApp, startServer, type ServerProcess } from '../lib/server-process';
import { BARE_PAGE_PATH, BARE_SCRIPT_PATH, barePageHtml, readHlsLightBuild } from './bare-hls-page';
import { installFrameProbe, type FrameProbe } from './frame-probe';
import { storeSessionScript, storedSession } from '../../e2e/session';
import { createSubscriber } from './subscriber';

// first frames on this 2-core machine vary ±20 % run to run: enough runs for a steady median
const RUNS = Number(process.env.BENCH_PLAYER_RUNS ?? '15');
// the next-episode switch is judged by its p90 as well: 15 runs make that the second slowest
const NEXT_RUNS = Number(process.env.BENCH_PLAYER_NEXT_RUNS ?? '15');
const TTFF_TARGET_MS = 500;
const TTFF_MAX_RATIO = 1.2;
// a priced episode, behind its grant, against a free one of the same series (same run)
const PRICED_MAX_RATIO = 1.1;
const NEXT_TARGET_P50_MS = 120;
const NEXT_TARGET_P90_MS = 200;

const log = progressLog('player');
const began = performance.now();
const notes: string[] = [];
const rows: BenchRow[] = [];

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const median = (values: number[]) => percentile(values, 50);

const readProbe = (page: Page) => page.evaluate(() => window.__frameProbe as FrameProbe);

/** A fresh browser context per run: a cold HTTP cache, as on a viewer's first visit. */
type Session = Awaited<ReturnType<typeof createSubscriber>>;

const firstFrameMs = async (
  browser: Browser,
  origin: string,
  url: string,
  bare: { masterUrl: string; script: Buffer } | undefined,
  /** null: a guest (no account, no stored session) */
  session: Session | null,
): Promise<{ at: number; source: string }> => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript(installFrameProbe);
    if (session) await context.addInitScript(storeSessionScript, storedSession(session));
    if (bare) {
      await context.route(`${origin}${BARE_PAGE_PATH}`, (route) =>
        route.fulfill({ contentType: 'text/html', body: barePageHtml(bare.masterUrl) }),
      );
      await context.route(`${origin}${BARE_SCRIPT_PATH}`, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: bare.script }),
      );
    }
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window.__frameProbe?.firstFrames.length ?? 0) > 0, null, {
      timeout: 30_000,
    });
    // performance.now() counts from the navigation's start
    const probe = await readProbe(page);
    return { at: probe.firstFrames[0]!, source: probe.firstFrameSources[0]! };
  } finally {
    await context.close();
  }
};

/** From the app's switch to episode 2 (its URL change) to episode 2's first frame. */
const nextEpisodeMs = async (
  browser: Browser,
  origin: string,
  seriesId: string,
  session: Session,
) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript(installFrameProbe);
    await context.addInitScript(storeSessionScript, storedSession(session));
    const page = await context.newPage();
    await page.goto(`${origin}/play?id=${seriesId}&episode=1`);
    await page.waitForFunction(() => (window.__frameProbe?.firstFrames.length ?? 0) > 0, null, {
      timeout: 30_000,
    });
    // near the end: the player loads episode 2 ahead, then `ended` starts the 3 s auto-next
    await page.evaluate(() => {
      const video = document.querySelector('video');
      if (video) video.currentTime = Math.max(0, video.duration - 2);
    });
    await page.waitForFunction(
      () => {
        const probe = window.__frameProbe;
        const change = probe?.urlChanges.find((c) => c.url.includes('episode=2'));
        return change !== undefined && probe!.firstFrames.some((at) => at > change.at);
      },
      null,
      { timeout: 30_000 },
    );
    const probe = await readProbe(page);
    const change = probe.urlChanges.find((c) => c.url.includes('episode=2'))!;
    return probe.firstFrames.find((at) => at > change.at)! - change.at;
  } finally {
    await context.close();
  }
};

let server: ServerProcess | undefined;
let browser: Browser | undefined;
try {
  log('building the web app…');
  buildWebApp();

  log('starting the app with a transcoded two-episode series…');
  server = await startServer('bench/player/player-server.ts', {}, 300_000);
  const origin = server.origin;
  const seriesId = String(server.info.seriesId);
  const detail = (await (await fetch(`${origin}/api/series/${seriesId}`)).json()) as {
    data: { episodes: { videoUrl: string }[] };
  };
  const masterPath = detail.data.episodes[0]?.videoUrl ?? '';
  if (!masterPath.endsWith('.m3u8')) throw new Error(`episode 1 is not HLS yet: ${masterPath}`);
  const masterUrl = new URL(masterPath, origin).href;
  const bare = { masterUrl, script: await readHlsLightBuild() };
  const session = await createSubscriber(origin);

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
  const appUrl = `${origin}/play?id=${seriesId}&episode=1`;
  const pricedUrl = `${origin}/play?id=${seriesId}&episode=2`;
  const bareUrl = `${origin}${BARE_PAGE_PATH}`;

  log('warming up (server caches, Chromium)…');
  await firstFrameMs(browser, origin, appUrl, undefined, session);
  await firstFrameMs(browser, origin, appUrl, undefined, null);
  await firstFrameMs(browser, origin, bareUrl, bare, null);

  const appTimes: number[] = [];
  const bareTimes: number[] = [];
  const guestTimes: number[] = [];
  const pricedTimes: number[] = [];
  /** What a guest saw first: the ad's media file, or the episode's stream (blob:) */
  const guestSources = new Map<string, number>();
  const ORDERS = [
    ['app', 'bare', 'guest', 'priced'],
    ['bare', 'guest', 'priced', 'app'],
    ['guest', 'priced', 'app', 'bare'],
    ['priced', 'app', 'bare', 'guest'],
  ] as const;
  for (let run = 0; run < RUNS; run++) {
    // rotate which goes first, so drift on a busy machine falls on all three
    for (const which of ORDERS[run % ORDERS.length]!) {
      if (which === 'app') {
        appTimes.push((await firstFrameMs(browser, origin, appUrl, undefined, session)).at);
      } else if (which === 'priced') {
        pricedTimes.push((await firstFrameMs(browser, origin, pricedUrl, undefined, session)).at);
      } else if (which === 'bare') {
        bareTimes.push((await firstFrameMs(browser, origin, bareUrl, bare, null)).at);
      } else {
        const guest = await firstFrameMs(browser, origin, appUrl, undefined, null);
        guestTimes.push(guest.at);
        guestSources.set(guest.source, (guestSources.get(guest.source) ?? 0) + 1);
      }
    }
    log(
      `run ${run + 1}/${RUNS}: /play ${round(appTimes.at(-1)!, 0)} ms, priced ${round(pricedTimes.at(-1)!, 0)} ms, guest ${round(guestTimes.at(-1)!, 0)} ms, bare hls.js ${round(bareTimes.at(-1)!, 0)} ms`,
    );
  }

  const nextTimes: number[] = [];
  for (let run = 0; run < NEXT_RUNS; run++) {
    nextTimes.push(await nextEpisodeMs(browser, origin, seriesId, session));
    log(`next episode ${run + 1}/${NEXT_RUNS}: ${round(nextTimes.at(-1)!, 0)} ms`);
  }

  const appP50 = median(appTimes);
  const bareP50 = median(bareTimes);
  const nextP50 = median(nextTimes);
  const nextP90 = percentile(nextTimes, 90);
  const guestP50 = median(guestTimes);
  const pricedP50 = median(pricedTimes);
  rows.push({
    measure: 'time to first frame on /play, p50',
    figure: round(appP50, 0),
    unit: 'ms',
    reference: { name: 'bare hls.js page, p50', value: round(bareP50, 0), unit: 'ms' },
    ratio: round(ratioOf(appP50, bareP50)),
    target: `≤ ${TTFF_TARGET_MS} ms and ≤ ${TTFF_MAX_RATIO}×`,
    pass: appP50 <= TTFF_TARGET_MS && ratioOf(appP50, bareP50) <= TTFF_MAX_RATIO,
  });
  rows.push({
    measure: 'subscriber on /play of a priced episode (through its grant): first frame, p50',
    figure: round(pricedP50, 0),
    unit: 'ms',
    reference: { name: 'the free episode 1, p50', value: round(appP50, 0), unit: 'ms' },
    ratio: round(ratioOf(pricedP50, appP50)),
    target: `≤ ${PRICED_MAX_RATIO}×`,
    pass: ratioOf(pricedP50, appP50) <= PRICED_MAX_RATIO,
  });
  rows.push({
    measure: 'guest on /play: first frame of any video (ad or episode), p50',
    figure: round(guestP50, 0),
    unit: 'ms',
    reference: { name: 'bare hls.js page, p50', value: round(bareP50, 0), unit: 'ms' },
    ratio: round(ratioOf(guestP50, bareP50)),
    target: `≤ ${TTFF_TARGET_MS} ms`,
    pass: guestP50 <= TTFF_TARGET_MS,
  });
  rows.push({
    measure: 'next episode: switch → first frame, p50',
    figure: round(nextP50, 0),
    unit: 'ms',
    reference: { name: 'bare hls.js cold start, p50', value: round(bareP50, 0), unit: 'ms' },
    ratio: round(ratioOf(nextP50, bareP50)),
    target: `≤ ${NEXT_TARGET_P50_MS} ms`,
    pass: nextP50 <= NEXT_TARGET_P50_MS,
  });
  rows.push({
    measure: `next episode: switch → first frame, p90 of ${nextTimes.length}`,
    figure: round(nextP90, 0),
    unit: 'ms',
    reference: { name: 'bare hls.js cold start, p50', value: round(bareP50, 0), unit: 'ms' },
    ratio: round(ratioOf(nextP90, bareP50)),
    target: `≤ ${NEXT_TARGET_P90_MS} ms`,
    pass: nextP90 <= NEXT_TARGET_P90_MS,
  });
  const list = (values: number[]) => values.map((v) => Math.round(v)).join(', ');
  notes.push(
    `Chromium ${browser.version()} (--disable-gpu), loopback; each run a fresh browser context (cold HTTP cache); first frame = requestVideoFrameCallback after the video's loadstart, from navigation start. /play runs signed in as a monthly subscriber (no ad modal); guest runs have no account.`,
    `/play runs (ms): ${list(appTimes)}; p90 ${Math.round(percentile(appTimes, 90))} ms.`,
    `priced /play runs (ms): ${list(pricedTimes)}; episode 2 of the same series, priced (free_episodes 1), played by the same subscriber through the grant in the status answer.`,
    `guest /play runs (ms): ${list(guestTimes)}; p90 ${Math.round(percentile(guestTimes, 90))} ms; a fresh context with no session (the ad modal opens first; the catalogue's other series is the house ad). What showed the first frame: ${[...guestSources].map(([source, count]) => `${source} ×${count}`).join(', ')} (blob: = the episode's stream).`,
    `bare hls.js runs (ms): ${list(bareTimes)}; the bare page and its hls.light.min.js are answered from memory by the browser's router, the stream by the app.`,
    `next episode runs (ms): ${list(nextTimes)}; measured from the auto-next URL change (after the 3 s countdown) to episode 2's first frame on screen; in episode 1's last 10 s the player loaded episode 2's start into a <video> of its own outside the page, swapped in on the switch.`,
  );
} finally {
  await browser?.close();
  await server?.stop();
}

await reportResult({
  bench: 'player',
  rows,
  notes,
  seconds: round((performance.now() - began) / 1000, 1),
});

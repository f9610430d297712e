import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What the page keeps of each INP report (web-vitals' attribution build). */
export type InpReport = {
  value: number;
  target: string | null;
  type: string | null;
  inputDelay: number;
  processing: number;
  presentation: number;
  loadState: string;
  script: {
    subpart: string;
    duration: number;
    source: string;
    fn: string;
    invoker: string;
    invokerType: string;
    at: number;
  } | null;
  totalScript: number | null;
  styleAndLayout: number | null;
};

declare global {
  interface Window {
    __inp?: InpReport[];
  }
}

/** Event Timing reports nothing below 16 ms (in 8 ms steps): an interaction under it is that. */
export const EVENT_TIMING_FLOOR_MS = 16;

const require = createRequire(import.meta.url);
// the package exports no path to its IIFE build: it sits beside the one it does export
const webVitalsIife = () =>
  readFileSync(
    path.join(
      path.dirname(require.resolve('web-vitals/attribution')),
      'web-vitals.attribution.iife.js',
    ),
    'utf8',
  );

/**
 * Injected before any page script: web-vitals' attribution build (as a global), reporting every
 * change of the visit's INP with what the Long Animation Frame API names as its longest script.
 * Plain JavaScript, not a serialised function: tsx names inner functions with a helper (__name)
 * that does not exist in the page.
 */
export const inpProbeScript = () => `${webVitalsIife()}
;(() => {
  const reports = [];
  window.__inp = reports;
  webVitals.onINP((metric) => {
    const a = metric.attribution;
    const s = a.longestScript;
    reports.push({
      value: metric.value,
      target: a.interactionTarget ?? null,
      type: a.interactionType ?? null,
      inputDelay: a.inputDelay,
      processing: a.processingDuration,
      presentation: a.presentationDelay,
      loadState: a.loadState,
      script: s ? {
        subpart: s.subpart,
        duration: s.intersectingDuration,
        source: s.entry.sourceURL,
        fn: s.entry.sourceFunctionName,
        invoker: s.entry.invoker,
        invokerType: s.entry.invokerType,
        at: s.entry.sourceCharPosition,
      } : null,
      totalScript: a.totalScriptDuration ?? null,
      styleAndLayout: a.totalStyleAndLayoutDuration ?? null,
    });
  }, { reportAllChanges: true, durationThreshold: ${EVENT_TIMING_FLOOR_MS} });
})();
`;

/** The same-run reference: a bare page whose one button flips its own label. */
export const BARE_PAGE_PATH = '/bench-inp-bare';
export const BARE_PAGE_HTML = `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width">
<title>bare</title><button id="toggle" aria-pressed="false" style="font-size:20px;padding:12px">Off</button>
<script>
  const button = document.getElementById('toggle');
  button.addEventListener('click', () => {
    const on = button.getAttribute('aria-pressed') !== 'true';
    button.setAttribute('aria-pressed', String(on));
    button.textContent = on ? 'On' : 'Off';
  });
</script></html>`;

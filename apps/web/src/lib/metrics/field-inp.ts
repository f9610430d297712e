import {
  webVitalPageOf,
  webVitalsRoute,
  type WebVitalPage,
  type WebVitalReport,
} from '@app/contract';
import { onINP } from 'web-vitals';

/** Where the visit's interactions happened: a new entry each time the page family changes. */
type PageSince = { at: number; page: WebVitalPage };
/** Far more page changes than a visit makes: the list stays small whatever happens. */
const MAX_PAGES = 200;

const sendReport = (report: WebVitalReport) => {
  // keepalive: the report goes as the page is hidden, often for good
  void fetch(webVitalsRoute.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
};

/**
 * Reports the visit's INP (web-vitals: its slowest interaction, sent as the page is hidden, again
 * if it grew by the next time) under the page family the interaction happened on
 * (docs/product/analytics.md#interaction-latency). `first` is the interaction that loaded this
 * module: its page is known, its timing comes from web-vitals' buffered first-input entry.
 */
export function reportInp(
  first: { at: number; pathname: string },
  send: (report: WebVitalReport) => void = sendReport,
): void {
  const pages: PageSince[] = [{ at: first.at, page: webVitalPageOf(first.pathname) }];
  const note = (event: Event) => {
    const page = webVitalPageOf(window.location.pathname);
    if (pages.at(-1)?.page === page) return;
    pages.push({ at: event.timeStamp, page });
    if (pages.length > MAX_PAGES) pages.shift();
  };
  for (const type of ['pointerdown', 'keydown']) {
    window.addEventListener(type, note, { capture: true, passive: true });
  }
  onINP((metric) => {
    // an event entry's startTime is its event's timeStamp
    const start = metric.entries[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const page =
      pages.findLast((p) => p.at <= start)?.page ?? webVitalPageOf(window.location.pathname);
    send({ name: 'INP', value: Math.round(metric.value), page });
  });
}

import { defineTexts } from '../common/texts';

/** Interaction latency on the studio's analytics page (docs/product/analytics.md). */
export const WEB_VITALS_TEXTS = /* @__PURE__ */ defineTexts('webVitals', {
  heading: 'Interaction latency (INP)',
  intro:
    "How long the app takes to answer a tap, a click or a key in viewers' browsers: the 75th percentile of each visit's slowest interaction, per page and day (UTC).",
  target: (ms: number) => `Good: ${ms} ms or less.`,
  loading: 'Loading interaction latency…',
  loadFailed: 'Failed to load interaction latency',
  none: 'No interaction timings yet.',
  day: 'Day',
  page: 'Page',
  p75: 'INP p75',
  visits: 'Visits',
  otherPage: 'Other pages',
  milliseconds: (ms: number) => `${ms} ms`,
  overTarget: 'over the good line',
  rateLimited: 'Too many reports from this client: try again in a minute',
});

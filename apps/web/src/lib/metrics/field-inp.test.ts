import type { WebVitalReport } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Report = (metric: { value: number; entries: { startTime: number }[] }) => void;
const inp = vi.hoisted(() => ({ report: undefined as Report | undefined }));
vi.mock('web-vitals', () => ({
  onINP: (report: Report) => {
    inp.report = report;
  },
}));

const { reportInp } = await import('./field-inp');

const go = (path: string) => window.history.pushState(null, '', path);
let lastStamp = -1;
const interact = (type = 'pointerdown') => {
  // each interaction a later moment than the one before: jsdom stamps events to the millisecond,
  // and two in the same one would leave which page came first to chance
  while (new Event('tick').timeStamp <= lastStamp);
  const event = new Event(type);
  lastStamp = event.timeStamp;
  window.dispatchEvent(event);
  return event.timeStamp;
};

describe('reportInp', () => {
  let sent: WebVitalReport[];
  beforeEach(() => {
    sent = [];
    go('/');
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends the INP under the page family its interaction happened on', () => {
    go('/foryou');
    reportInp({ at: 0, pathname: '/foryou' }, (report) => sent.push(report));
    go('/video/neon-heirs');
    const onSeries = interact();
    go('/play');
    interact('keydown');

    inp.report!({ value: 87.6, entries: [{ startTime: onSeries }] });
    inp.report!({ value: 30, entries: [{ startTime: 0 }] });
    expect(sent).toEqual([
      { name: 'INP', value: 88, page: '/video/:id' },
      { name: 'INP', value: 30, page: '/foryou' },
    ]);
  });

  it("without an entry, files it under the latest interaction's page, never by its URL", () => {
    reportInp({ at: 0, pathname: '/author/Mira%20Okafor' }, (report) => sent.push(report));
    inp.report!({ value: 16, entries: [] });
    go('/no/such/page');
    interact();
    inp.report!({ value: 24, entries: [] });
    expect(sent).toEqual([
      { name: 'INP', value: 16, page: '/author/:name' },
      { name: 'INP', value: 24, page: 'other' },
    ]);
  });

  it('posts the report with keepalive and no credentials', async () => {
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response(null, { status: 200 }));
    reportInp({ at: 0, pathname: '/rankings' });
    inp.report!({ value: 48, entries: [{ startTime: 1 }] });
    expect(fetch).toHaveBeenCalledWith('/api/metrics/vitals', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'INP', value: 48, page: '/rankings' }),
      keepalive: true,
      credentials: 'omit',
    });
  });
});

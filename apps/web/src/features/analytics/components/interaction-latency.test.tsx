import type { WebVitalsSummary } from '@app/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAuthSession } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { storeSession } from '../../../lib/auth/session-store';
import { AnalyticsPage } from './analytics-page';

const SUMMARY: WebVitalsSummary = {
  days: [
    { day: '2026-11-29', page: '/play', name: 'INP', p75_ms: 64, visits: 1234 },
    { day: '2026-11-29', page: 'other', name: 'INP', p75_ms: 24, visits: 3 },
    { day: '2026-11-28', page: '/foryou', name: 'INP', p75_ms: 232, visits: 40 },
  ],
};

/** The series list is empty; the vitals answer `vitals` (a failure when it is a status). */
function stub(vitals: WebVitalsSummary | number) {
  let calls = 0;
  stubApi((request) => {
    const url = new URL(request.path, 'http://localhost');
    if (url.pathname === '/api/analytics/series') {
      return jsonResponse({ series: [], next_cursor: null });
    }
    if (url.pathname === '/api/analytics/vitals') {
      calls += 1;
      return typeof vitals === 'number' && calls === 1
        ? jsonResponse({ detail: 'Boom', code: 'INTERNAL' }, vitals)
        : jsonResponse(typeof vitals === 'number' ? SUMMARY : vitals);
    }
    return jsonResponse({ detail: 'Not found' }, 404);
  });
}

const render = () =>
  renderRoutes([{ path: '/cms/analytics', element: <AnalyticsPage /> }], '/cms/analytics');

describe('the analytics page: interaction latency', () => {
  it("shows each page's INP p75 per day, newest first, and marks a figure past the good line", async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    stub(SUMMARY);
    render();

    const section = await screen.findByRole('region', { name: 'Interaction latency (INP)' });
    expect(section.textContent).toContain('Good: 200 ms or less.');
    const table = await within(section).findByRole('table', { name: 'Interaction latency (INP)' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('td, th')).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Nov 29, 2026', '/play', '64 ms', '1,234'],
      ['Nov 29, 2026', 'Other pages', '24 ms', '3'],
      ['Nov 28, 2026', '/foryou', '232 ms(over the good line)', '40'],
    ]);
  });

  it('says when there are no timings yet', async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    stub({ days: [] });
    render();
    expect(await screen.findByText('No interaction timings yet.')).toBeTruthy();
  });

  it('offers a retry when the figures fail to load', async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    stub(500);
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load interaction latency');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Interaction latency (INP)' })).toBeTruthy();
  });
});

import { METRICS, type WatchEventInput } from '@app/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAuthSession } from '../../test/fixtures';
import { jsonResponse, type RecordedRequest, stubApi } from '../../test/stub-api';
import { storeSession } from '../auth/session-store';
import { useWatchTracker, type WatchTarget } from './use-watch-tracker';
import { VIEWER_ID_KEY } from './viewer-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const EPISODE_1: WatchTarget = {
  seriesId: 'neon-heirs',
  episodeId: 'ep-1',
  episodeNumber: 1,
  duration: 41,
};
const EPISODE_2: WatchTarget = { ...EPISODE_1, episodeId: 'ep-2', episodeNumber: 2 };
const OTHER_SERIES: WatchTarget = {
  seriesId: 'the-synthetic-bride',
  episodeId: 'sb-1',
  episodeNumber: 1,
  duration: 30,
};

const ok = () => jsonResponse({ accepted: 1, duplicates: 0, rejected: [] });

/** The events of every watch-events call, in order. */
const sentEvents = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.path === '/api/metrics/events/watch')
    .flatMap((request) => request.body as WatchEventInput[]);

function setWidth(width: number, coarse = false) {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: coarse && query === '(pointer: coarse)' })),
  );
}

const mount = (target: WatchTarget) =>
  renderHook((props: WatchTarget) => useWatchTracker(props), { initialProps: target });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-01T12:00:00.000Z') });
  setWidth(1280);
});
afterEach(() => vi.useRealTimers());

describe('useWatchTracker', () => {
  it('sends events with every watch-event field, an event id, and the viewer id', async () => {
    localStorage.setItem(VIEWER_ID_KEY, 'viewer-0001');
    const requests = stubApi(ok);
    const { result } = mount(EPISODE_1);

    act(() => result.current.onPlay(0, 40));
    act(() => result.current.onPause(3.5, 40));
    await act(() => vi.advanceTimersByTimeAsync(METRICS.batchTimeoutMs));

    const [start, pause] = sentEvents(requests);
    expect(start).toEqual({
      event_id: expect.stringMatching(UUID),
      viewer_id: 'viewer-0001',
      user_id: null,
      series_id: 'neon-heirs',
      episode_id: 'ep-1',
      episode_number: 1,
      event_type: 'video_start',
      current_time: 0,
      episode_duration: 40,
      platform: 'pc',
      timestamp: '2025-03-01T12:00:00.000Z',
      session_id: expect.stringMatching(UUID),
    });
    expect(pause).toMatchObject({ event_type: 'video_pause', current_time: 3.5 });
    expect(pause!.event_id).not.toBe(start!.event_id);
    expect(pause!.session_id).toBe(start!.session_id);
    expect(requests[0]).toMatchObject({ method: 'POST', authorization: null });
  });

  it("reports the catalogue's duration until the media knows its own", async () => {
    const requests = stubApi(ok);
    const { result } = mount(EPISODE_1);

    act(() => result.current.onPlay(0, Number.NaN));
    act(() => result.current.onPause(2, 40));
    await act(() => vi.advanceTimersByTimeAsync(METRICS.batchTimeoutMs));

    expect(sentEvents(requests).map((event) => event.episode_duration)).toEqual([41, 40]);
  });

  it('generates the viewer id once and keeps it in localStorage', async () => {
    const requests = stubApi(ok);
    const { result } = mount(EPISODE_1);

    act(() => result.current.onPlay(0, 40));
    act(() => result.current.onPause(1, 40));
    await act(() => vi.advanceTimersByTimeAsync(METRICS.batchTimeoutMs));

    const stored = localStorage.getItem(VIEWER_ID_KEY);
    expect(stored).toMatch(UUID);
    expect(sentEvents(requests).map((event) => event.viewer_id)).toEqual([stored, stored]);
  });

  it("carries the signed-in user's id and sends the bearer", async () => {
    storeSession(makeAuthSession({ user_attributes: { sub: 'user-42' } }));
    const requests = stubApi(ok);
    const { result } = mount(EPISODE_1);

    act(() => result.current.onPlay(0, 40));
    await act(() => vi.advanceTimersByTimeAsync(METRICS.batchTimeoutMs));

    expect(sentEvents(requests)[0]?.user_id).toBe('user-42');
    expect(requests[0]?.authorization).toMatch(/^Bearer /);
  });

  it("reports 'mobile' below 768 px and on touch screens", async () => {
    const requests = stubApi(ok);
    const { result } = mount(EPISODE_1);

    setWidth(767);
    act(() => result.current.onPlay(0, 40));
    setWidth(1280, true);
    act(() => result.current.onPause(1, 40));
    setWidth(768);
    act(() => result.current.onPlay(1, 40));
    await act(() => vi.advanceTimersByTimeAsync(METRICS.batchTimeoutMs));

    expect(sentEvents(requests).map((event) => event.platform)).toEqual(['mobile', 'mobile', 'pc']);
  });

  it('keeps the session across episodes and starts a new one for another series', async () => {
    const requests = stubApi(ok);
    const { result, rerender } = mount(EPISODE_1);

    act(() => result.current.onPlay(0, 40));
    rerender(EPISODE_2); // left while playing: video_stop for episode 1
    act(() => result.current.onPlay(0, 40));
    act(() => result.current.onPause(2, 40));
    rerender(OTHER_SERIES);
    act(() => result.current.onPlay(0, 30));
    await act(() => vi.advanceTimersByTimeAsync(METRICS.batchTimeoutMs));

    const events = sentEvents(requests);
    expect(events.map((e) => [e.episode_id, e.event_type])).toEqual([
      ['ep-1', 'video_start'],
      ['ep-1', 'video_stop'],
      ['ep-2', 'video_start'],
      ['ep-2', 'video_pause'],
      ['sb-1', 'video_start'],
    ]);
    // the stop ended the first session
    expect(events[2]!.session_id).not.toBe(events[0]!.session_id);
    expect(events[3]!.session_id).toBe(events[2]!.session_id);
    expect(events[4]!.session_id).not.toBe(events[3]!.session_id);
  });

  it('sends video_complete at once, with what waited', async () => {
    const requests = stubApi(ok);
    const { result } = mount(EPISODE_1);

    act(() => result.current.onPlay(35, 40));
    act(() => result.current.onTimeUpdate(36, 40));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(sentEvents(requests).map((event) => event.event_type)).toEqual([
      'video_start',
      'video_complete',
    ]);
  });

  it('sends video_stop and flushes with keepalive when the page is hidden away', async () => {
    const requests = stubApi(ok);
    const fetchSpy = vi.mocked(fetch);
    const { result } = mount(EPISODE_1);

    act(() => result.current.onPlay(0, 40));
    act(() => result.current.onTimeUpdate(0.25, 40));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(sentEvents(requests).map((event) => event.event_type)).toEqual([
      'video_start',
      'video_stop',
    ]);
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
  });

  it('flushes when the page becomes hidden, without stopping playback tracking', async () => {
    const requests = stubApi(ok);
    const { result } = mount(EPISODE_1);

    act(() => result.current.onPlay(0, 40));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(sentEvents(requests).map((event) => event.event_type)).toEqual(['video_start']);
  });

  it('sends video_stop on unmount while playing', async () => {
    const requests = stubApi(ok);
    const { result, unmount } = mount(EPISODE_1);

    act(() => result.current.onPlay(0, 40));
    unmount();
    await vi.advanceTimersByTimeAsync(0);

    expect(sentEvents(requests).map((event) => event.event_type)).toEqual([
      'video_start',
      'video_stop',
    ]);
  });

  it('swallows a failed send, logs it, and sends the events again later', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    let status = 503;
    const requests = stubApi(() =>
      status === 503 ? new Response(null, { status, statusText: 'Service Unavailable' }) : ok(),
    );
    const { result } = mount(EPISODE_1);

    act(() => result.current.onPlay(0, 40));
    await act(() => vi.advanceTimersByTimeAsync(METRICS.batchTimeoutMs));
    expect(debug).toHaveBeenCalledWith(
      'metrics: 1 events re-queued',
      expect.objectContaining({ message: 'HTTP 503: Service Unavailable', status: 503 }),
    );
    status = 200;
    await act(() => vi.advanceTimersByTimeAsync(METRICS.batchTimeoutMs));

    const bodies = requests.map((request) => request.body as WatchEventInput[]);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]![0]!.event_id).toBe(bodies[0]![0]!.event_id);
  });
});

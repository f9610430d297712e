import { describe, expect, it, vi } from 'vitest';
import { progressIntervalSeconds, WatchTracker, type TrackedEvent } from './watch-tracker';

function makeTracker() {
  const events: TrackedEvent[] = [];
  const onSessionEnd = vi.fn();
  const tracker = new WatchTracker((event) => events.push(event), onSessionEnd);
  const types = () => events.map((event) => event.type);
  return { tracker, events, types, onSessionEnd };
}

/** Plays from `from` to `to` seconds in 250 ms timeupdates, as a browser reports them. */
function playThrough(tracker: WatchTracker, from: number, to: number, duration: number) {
  for (let t = from + 0.25; t <= to + 1e-9; t += 0.25) {
    tracker.timeUpdate({ currentTime: Math.round(t * 100) / 100, duration });
  }
}

describe('progressIntervalSeconds', () => {
  it('is the smaller of 30 s and 10% of the duration', () => {
    expect(progressIntervalSeconds(600)).toBe(30);
    expect(progressIntervalSeconds(300)).toBe(30);
    expect(progressIntervalSeconds(40)).toBe(4);
  });

  it('is 30 s while the duration is unknown', () => {
    expect(progressIntervalSeconds(Number.NaN)).toBe(30);
    expect(progressIntervalSeconds(Infinity)).toBe(30);
  });
});

describe('WatchTracker', () => {
  it('sends video_start on the first play and video_resume on later plays', () => {
    const { tracker, types, events } = makeTracker();

    tracker.play({ currentTime: 0, duration: 40 });
    tracker.pause({ currentTime: 1, duration: 40 });
    tracker.play({ currentTime: 1, duration: 40 });

    expect(types()).toEqual(['video_start', 'video_pause', 'video_resume']);
    expect(events[1]).toEqual({ type: 'video_pause', currentTime: 1, duration: 40 });
  });

  it('ignores a repeated play and a pause while not playing', () => {
    const { tracker, types } = makeTracker();

    tracker.pause({ currentTime: 0, duration: 40 });
    tracker.play({ currentTime: 0, duration: 40 });
    tracker.play({ currentTime: 0, duration: 40 });
    tracker.pause({ currentTime: 2, duration: 40 });
    tracker.pause({ currentTime: 2, duration: 40 });

    expect(types()).toEqual(['video_start', 'video_pause']);
  });

  it('reports progress every 10% of a short episode of playback', () => {
    const { tracker, events } = makeTracker();

    tracker.play({ currentTime: 0, duration: 40 });
    playThrough(tracker, 0, 13, 40);

    const progress = events.filter((event) => event.type === 'video_progress');
    expect(progress.map((event) => event.currentTime)).toEqual([4, 8, 12]);
  });

  it('reports progress every 30 s on a long episode', () => {
    const { tracker, events } = makeTracker();

    tracker.play({ currentTime: 0, duration: 600 });
    playThrough(tracker, 0, 95, 600);

    const progress = events.filter((event) => event.type === 'video_progress');
    expect(progress.map((event) => event.currentTime)).toEqual([30, 60, 90]);
  });

  it('counts playback, not seeks, towards progress', () => {
    const { tracker, types } = makeTracker();

    tracker.play({ currentTime: 0, duration: 600 });
    playThrough(tracker, 0, 20, 600);
    tracker.timeUpdate({ currentTime: 200, duration: 600 }); // a seek forward
    playThrough(tracker, 200, 209, 600);
    expect(types()).toEqual(['video_start']);

    playThrough(tracker, 209, 211, 600);
    expect(types()).toEqual(['video_start', 'video_progress']);
  });

  it('reports no progress while paused', () => {
    const { tracker, types } = makeTracker();

    tracker.play({ currentTime: 0, duration: 40 });
    tracker.pause({ currentTime: 0, duration: 40 });
    playThrough(tracker, 0, 10, 40);

    expect(types()).toEqual(['video_start', 'video_pause']);
  });

  it('sends video_complete once at 90% and not again at the end', () => {
    const { tracker, events, types } = makeTracker();

    tracker.play({ currentTime: 30, duration: 40 });
    playThrough(tracker, 30, 35.75, 40);
    expect(types()).not.toContain('video_complete');
    tracker.timeUpdate({ currentTime: 36, duration: 40 });
    playThrough(tracker, 36, 40, 40);
    tracker.ended({ currentTime: 40, duration: 40 });

    const completes = events.filter((event) => event.type === 'video_complete');
    expect(completes).toEqual([{ type: 'video_complete', currentTime: 36, duration: 40 }]);
  });

  it('sends video_complete at the end when 90% was never reported', () => {
    const { tracker, types } = makeTracker();

    tracker.play({ currentTime: 0, duration: Number.NaN });
    tracker.ended({ currentTime: 40, duration: 40 });

    expect(types()).toEqual(['video_start', 'video_complete']);
  });

  it('an explicit stop sends video_stop and ends the session; the next play starts anew', () => {
    const { tracker, types, onSessionEnd } = makeTracker();

    tracker.play({ currentTime: 0, duration: 40 });
    tracker.stop({ currentTime: 5, duration: 40 });
    tracker.stop({ currentTime: 5, duration: 40 });
    expect(onSessionEnd).toHaveBeenCalledOnce();
    tracker.play({ currentTime: 5, duration: 40 });

    expect(types()).toEqual(['video_start', 'video_stop', 'video_start']);
  });

  it('leaving while playing sends video_stop at the last known position', () => {
    const { tracker, events } = makeTracker();

    tracker.play({ currentTime: 0, duration: 40 });
    tracker.timeUpdate({ currentTime: 7.5, duration: 40 });
    tracker.leave();

    expect(events.at(-1)).toEqual({ type: 'video_stop', currentTime: 7.5, duration: 40 });
  });

  it('leaving while paused, ended or before playing sends nothing', () => {
    const idle = makeTracker();
    idle.tracker.leave();
    expect(idle.types()).toEqual([]);

    const paused = makeTracker();
    paused.tracker.play({ currentTime: 0, duration: 40 });
    paused.tracker.pause({ currentTime: 3, duration: 40 });
    paused.tracker.leave();
    expect(paused.types()).toEqual(['video_start', 'video_pause']);

    const ended = makeTracker();
    ended.tracker.play({ currentTime: 39, duration: 40 });
    ended.tracker.ended({ currentTime: 40, duration: 40 });
    ended.tracker.leave();
    expect(ended.types()).toEqual(['video_start', 'video_complete']);
  });

  it('a replay after the end resumes without a second video_complete', () => {
    const { tracker, types } = makeTracker();

    tracker.play({ currentTime: 39, duration: 40 });
    tracker.ended({ currentTime: 40, duration: 40 });
    tracker.play({ currentTime: 0, duration: 40 });
    tracker.timeUpdate({ currentTime: 0.25, duration: 40 });
    tracker.ended({ currentTime: 40, duration: 40 });

    expect(types()).toEqual(['video_start', 'video_complete', 'video_resume']);
  });
});

import { METRICS, type WatchEventType } from '@app/contract';

/** Where playback is when something happens, in seconds; duration is NaN before metadata. */
export type PlaybackSample = { currentTime: number; duration: number };

export type TrackedEvent = { type: WatchEventType } & PlaybackSample;

type State = 'idle' | 'playing' | 'paused' | 'ended' | 'stopped';

/**
 * Position steps larger than this between two timeupdates are seeks, not playback
 * (timeupdate fires every 15–250 ms while playing).
 */
const MAX_TICK_SECONDS = 3;

/** A progress report every min(30 s, 10% of the duration) of playback. */
export function progressIntervalSeconds(duration: number): number {
  const max = METRICS.progressMaxIntervalSeconds;
  if (!Number.isFinite(duration) || duration <= 0) return max;
  return Math.min(max, duration * METRICS.progressDurationFraction);
}

/**
 * Watch tracking for one episode view: the first play sends video_start, later plays
 * video_resume; pause video_pause; every progress interval of playback video_progress;
 * reaching 90% or the end video_complete, once; an explicit stop, or leaving while playing,
 * video_stop, which ends the session (a later play starts a new one with video_start).
 */
export class WatchTracker {
  private state: State = 'idle';
  private started = false;
  private completed = false;
  private watchedSinceProgress = 0;
  private last: PlaybackSample = { currentTime: 0, duration: Number.NaN };

  constructor(
    private readonly emit: (event: TrackedEvent) => void,
    private readonly onSessionEnd: () => void = () => undefined,
  ) {}

  play(sample: PlaybackSample): void {
    this.last = sample;
    if (this.state === 'playing') return;
    this.state = 'playing';
    this.send(this.started ? 'video_resume' : 'video_start');
    this.started = true;
  }

  pause(sample: PlaybackSample): void {
    this.last = sample;
    if (this.state !== 'playing') return;
    this.state = 'paused';
    this.send('video_pause');
  }

  timeUpdate(sample: PlaybackSample): void {
    const step = sample.currentTime - this.last.currentTime;
    this.last = sample;
    if (this.state !== 'playing') return;
    if (step > 0 && step <= MAX_TICK_SECONDS) {
      this.watchedSinceProgress += step;
      if (this.watchedSinceProgress >= progressIntervalSeconds(sample.duration)) {
        this.watchedSinceProgress = 0;
        this.send('video_progress');
      }
    }
    const { duration } = sample;
    if (Number.isFinite(duration) && duration > 0) {
      if (sample.currentTime >= duration * METRICS.completionThreshold) this.complete();
    }
  }

  ended(sample: PlaybackSample): void {
    this.last = sample;
    if (this.state === 'idle' || this.state === 'stopped') return;
    this.state = 'ended';
    this.complete();
  }

  /** The viewer stopped watching on purpose: ends the session. */
  stop(sample: PlaybackSample = this.last): void {
    this.last = sample;
    if (this.state === 'idle' || this.state === 'stopped') return;
    this.state = 'stopped';
    this.send('video_stop');
    this.started = false;
    this.completed = false;
    this.watchedSinceProgress = 0;
    this.onSessionEnd();
  }

  /** The episode is left (another episode, another page, the tab closes): a stop if playing. */
  leave(): void {
    if (this.state === 'playing') this.stop();
  }

  private complete(): void {
    if (this.completed) return;
    this.completed = true;
    this.send('video_complete');
  }

  private send(type: WatchEventType): void {
    this.emit({ type, ...this.last });
  }
}

import type Hls from 'hls.js/light';
import { hlsConfig, widenBufferAfterFirstFrame } from './hls-config';
import { loadHls, sourceModeFor } from './source';

/** The next source, loading into an element of its own outside the page. */
export type StagedSource = {
  src: string;
  video: HTMLVideoElement;
  /** Null where the element plays the source itself, or hls.js was not ready yet. */
  hls: Hls | null;
};

type Entry = StagedSource & { failed: boolean; claimed: boolean };

const release = (entry: Entry) => {
  entry.hls?.destroy();
  entry.hls = null;
  entry.video.removeAttribute('src');
  // stops the element's download
  entry.video.load();
};

/**
 * Holds the source likely played next, loaded ahead near the end of the current one: its
 * <video> buffers the first segment and decodes the first frame while nobody sees it, so the
 * switch only swaps elements (usePlayerVideo) instead of starting a player from nothing.
 */
export class NextStage {
  private entry: Entry | null = null;

  /** Start loading `src` into a new element that sounds like `like` (volume, mute, speed). */
  prepare(src: string, like: HTMLVideoElement): void {
    if (this.entry?.src === src && !this.entry.failed) return;
    this.discard();
    const video = document.createElement('video');
    video.playsInline = true;
    // 'metadata' would spare a native player's buffering ahead, but measured slower to start
    video.preload = 'auto';
    video.muted = like.muted;
    video.volume = like.volume;
    video.defaultPlaybackRate = like.defaultPlaybackRate;
    const entry: Entry = { src, video, hls: null, failed: false, claimed: false };
    this.entry = entry;
    if (sourceModeFor(src, video) === 'direct') {
      video.setAttribute('src', src);
      return;
    }
    loadHls().then(
      (HlsClass) => {
        if (this.entry !== entry || entry.claimed || !HlsClass.isSupported()) return;
        const hls = new HlsClass(hlsConfig(0));
        entry.hls = hls;
        hls.on(HlsClass.Events.ERROR, (_event, data) => {
          // the player starts this source over itself when it comes to it
          if (data.fatal && !entry.claimed) entry.failed = true;
        });
        hls.attachMedia(video);
        hls.loadSource(src);
      },
      () => {
        entry.failed = true;
      },
    );
  }

  /** The staged source for `src`, if it is there and sound; it stays staged. */
  peek(src: string): StagedSource | null {
    return this.usable(src);
  }

  /** Hands the staged `src` over: the caller owns its element and hls.js from then on. */
  claim(src: string): StagedSource | null {
    const entry = this.usable(src);
    if (entry === null) return null;
    entry.claimed = true;
    this.entry = null;
    // it buffered only its start while staged; once on screen, as far ahead as usual
    if (entry.hls !== null) widenBufferAfterFirstFrame(entry.hls, entry.video);
    return { src: entry.src, video: entry.video, hls: entry.hls };
  }

  private usable(src: string): Entry | null {
    const entry = this.entry;
    return entry !== null && entry.src === src && !entry.failed ? entry : null;
  }

  /** Drops what is staged and stops its download. */
  discard(): void {
    if (this.entry !== null && !this.entry.claimed) release(this.entry);
    this.entry = null;
  }
}

import { STUDIO_TEXTS, STUDIO_UPLOAD_TEXTS, UPLOADS } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMedia } from '../../test/fake-media';
import {
  extractVideoThumbnail,
  letterbox,
  thumbnailTime,
  type ThumbnailEnvironment,
} from './video-thumbnail';

const TEXTS = STUDIO_UPLOAD_TEXTS;

type Drawn = { fill: string; rects: number[][]; images: number[][]; toBlob: unknown[] };

function environment(options: { context?: boolean; blob?: boolean } = {}) {
  const video = document.createElement('video');
  const drawn: Drawn = { fill: '', rects: [], images: [], toBlob: [] };
  const context = {
    set fillStyle(value: string) {
      drawn.fill = value;
    },
    fillRect: (...args: number[]) => drawn.rects.push(args),
    drawImage: (_source: unknown, ...args: number[]) => drawn.images.push(args),
  };
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => (options.context === false ? null : context),
    toBlob: (callback: (blob: Blob | null) => void, type: string, quality: number) => {
      drawn.toBlob.push(type, quality);
      callback(options.blob === false ? null : new Blob(['jpeg'], { type }));
    },
  };
  const revoked: string[] = [];
  const env: ThumbnailEnvironment = {
    createVideo: () => video,
    createCanvas: () => canvas as unknown as HTMLCanvasElement,
    createObjectUrl: () => 'blob:episode',
    revokeObjectUrl: (url) => revoked.push(url),
  };
  return { env, video, canvas, drawn, revoked };
}

const mp4 = (name = 'ep1.mp4') => new File(['x'], name, { type: 'video/mp4' });

/** A video that loads: metadata, then the seek lands. */
async function loadAndSeek(video: HTMLVideoElement, state: Parameters<typeof setMedia>[1]) {
  setMedia(video, state);
  video.onloadedmetadata?.(new Event('loadedmetadata'));
  video.onseeked?.(new Event('seeked'));
  await vi.advanceTimersByTimeAsync(UPLOADS.thumbnail.seekSettleMs);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('thumbnailTime', () => {
  it('takes 5 s, or 1 s before the end of a shorter video, never before 0', () => {
    expect([120, 6, 5.5, 3, 0.5, Number.POSITIVE_INFINITY].map(thumbnailTime)).toEqual([
      5, 5, 4.5, 2, 0, 5,
    ]);
  });
});

describe('letterbox', () => {
  it('fits a vertical frame with bars at the sides and a wide one with bars above and below', () => {
    expect(letterbox(1080, 1920, 1280, 720)).toEqual({ x: 438, y: 0, width: 405, height: 720 });
    expect(letterbox(1920, 800, 1280, 720)).toEqual({ x: 0, y: 94, width: 1280, height: 533 });
    expect(letterbox(640, 360, 1280, 720)).toEqual({ x: 0, y: 0, width: 1280, height: 720 });
  });
});

describe('extractVideoThumbnail', () => {
  it('draws the frame at 5 s letterboxed on black at 1280×720 and saves a JPEG', async () => {
    const { env, video, canvas, drawn, revoked } = environment();
    const result = extractVideoThumbnail(mp4(), { quality: 0.85 }, env);
    expect(video.src).toBe('blob:episode');
    expect(video.muted).toBe(true);

    setMedia(video, { duration: 42, videoWidth: 1080, videoHeight: 1920 } as never);
    video.onloadedmetadata?.(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(5);
    video.onseeked?.(new Event('seeked'));
    // the frame is drawn 200 ms after the seek, not before
    await vi.advanceTimersByTimeAsync(199);
    expect(drawn.images).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);

    const thumbnail = await result;
    expect(thumbnail.duration).toBe(42);
    expect(thumbnail.blob.type).toBe('image/jpeg');
    expect([canvas.width, canvas.height]).toEqual([1280, 720]);
    expect(drawn.fill).toBe('#000');
    expect(drawn.rects).toEqual([[0, 0, 1280, 720]]);
    expect(drawn.images).toEqual([[438, 0, 405, 720]]);
    expect(drawn.toBlob).toEqual(['image/jpeg', 0.85]);
    expect(revoked).toEqual(['blob:episode']);
    expect(video.getAttribute('src')).toBeNull();
  });

  it('saves at quality 0.8 when none is given', async () => {
    const { env, video, drawn } = environment();
    const result = extractVideoThumbnail(mp4(), {}, env);
    await loadAndSeek(video, { duration: 3, videoWidth: 1280, videoHeight: 720 } as never);
    await result;

    expect(video.currentTime).toBe(2);
    expect(drawn.toBlob).toEqual(['image/jpeg', 0.8]);
  });

  it('gives up after 15 s', async () => {
    const { env, revoked } = environment();
    const result = extractVideoThumbnail(mp4(), {}, env).catch((error: Error) => error.message);

    await vi.advanceTimersByTimeAsync(15_000);

    expect(await result).toBe(TEXTS.thumbnailTimedOut);
    expect(revoked).toEqual(['blob:episode']);
  });

  it('tells a format the browser cannot play from a video that fails to load', async () => {
    const unplayable = environment();
    const first = extractVideoThumbnail(mp4(), {}, unplayable.env).catch((e: Error) => e.message);
    setMedia(unplayable.video, { error: { code: 4, message: '' } });
    unplayable.video.onerror?.(new Event('error'));

    const broken = environment();
    const second = extractVideoThumbnail(mp4(), {}, broken.env).catch((e: Error) => e.message);
    setMedia(broken.video, { error: { code: 2, message: '' } });
    broken.video.onerror?.(new Event('error'));

    expect([await first, await second]).toEqual([
      TEXTS.videoUnplayable,
      TEXTS.thumbnailVideoFailed,
    ]);
  });

  it('fails without a canvas, without a picture, or when the JPEG cannot be made', async () => {
    const cases = [
      { options: { context: false }, size: { videoWidth: 640, videoHeight: 360 } },
      { options: {}, size: { videoWidth: 0, videoHeight: 0 } },
      { options: { blob: false }, size: { videoWidth: 640, videoHeight: 360 } },
    ];
    const reasons: string[] = [];
    for (const { options, size } of cases) {
      const { env, video } = environment(options);
      const result = extractVideoThumbnail(mp4(), {}, env).then(
        () => 'made',
        (e: Error) => e.message,
      );
      await loadAndSeek(video, { duration: 30, ...size } as never);
      reasons.push(await result);
    }

    expect(reasons).toEqual([
      TEXTS.thumbnailNoCanvas,
      TEXTS.thumbnailVideoFailed,
      TEXTS.thumbnailNoImage,
    ]);
  });

  it('refuses a file that is not an allowed video, or too large, without loading it', async () => {
    const { env, video } = environment();
    const big = mp4();
    Object.defineProperty(big, 'size', { value: UPLOADS.videoMaxBytes + 1 });

    const reasons = await Promise.all(
      [new File(['x'], 'clip.mkv', { type: 'video/x-matroska' }), big].map((file) =>
        extractVideoThumbnail(file, {}, env).catch((e: Error) => e.message),
      ),
    );

    expect(reasons).toEqual([STUDIO_TEXTS.unsupportedVideo, TEXTS.videoTooLargeToProcess]);
    expect(video.getAttribute('src')).toBeNull();
  });
});

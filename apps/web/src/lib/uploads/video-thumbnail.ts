import { STUDIO_TEXTS, STUDIO_UPLOAD_TEXTS, UPLOADS } from '@app/contract';
import { allowedContentTypes, uploadContentType } from './upload-rules';

const TEXTS = STUDIO_UPLOAD_TEXTS;
const THUMBNAIL = UPLOADS.thumbnail;
/** HTMLMediaElement's MEDIA_ERR_SRC_NOT_SUPPORTED. */
const SRC_NOT_SUPPORTED = 4;

/** Why a frame could not be taken; its message completes 'Thumbnail generation failed: …'. */
export class ThumbnailError extends Error {
  override readonly name = 'ThumbnailError';
}

export type VideoThumbnail = {
  /** A JPEG, THUMBNAIL.width × THUMBNAIL.height. */
  blob: Blob;
  /** The video's length in seconds; null when the browser could not tell (a live-like WebM). */
  duration: number | null;
};

/** What the extractor draws with: the browser's own unless a test gives its stand-ins. */
export type ThumbnailEnvironment = {
  createVideo: () => HTMLVideoElement;
  createCanvas: () => HTMLCanvasElement;
  createObjectUrl: (file: Blob) => string;
  revokeObjectUrl: (url: string) => void;
};

const browser = (): ThumbnailEnvironment => ({
  createVideo: () => document.createElement('video'),
  createCanvas: () => document.createElement('canvas'),
  createObjectUrl: (file) => URL.createObjectURL(file),
  revokeObjectUrl: (url) => URL.revokeObjectURL(url),
});

/** The second to take the frame at: 5 s, or 1 s before the end when that comes first. */
export function thumbnailTime(duration: number): number {
  if (!Number.isFinite(duration)) return THUMBNAIL.atSeconds;
  return Math.max(0, Math.min(THUMBNAIL.atSeconds, duration - 1));
}

/** Where a `width` × `height` frame stands, whole and centred, in a `boxWidth` × `boxHeight` box. */
export function letterbox(width: number, height: number, boxWidth: number, boxHeight: number) {
  const scale = Math.min(boxWidth / width, boxHeight / height);
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  return {
    x: Math.round((boxWidth - w) / 2),
    y: Math.round((boxHeight - h) / 2),
    width: w,
    height: h,
  };
}

/**
 * A frame of a video file as a letterboxed JPEG on black (docs/product/studio.md#thumbnails):
 * taken at thumbnailTime, UPLOADS.thumbnail.seekSettleMs after the seek (some decoders report
 * the seek before the frame is painted), giving up after UPLOADS.thumbnail.timeoutMs.
 */
export function extractVideoThumbnail(
  file: File,
  options: { quality?: number; signal?: AbortSignal } = {},
  environment: ThumbnailEnvironment = browser(),
): Promise<VideoThumbnail> {
  if (file.size > UPLOADS.videoMaxBytes) {
    return Promise.reject(new ThumbnailError(TEXTS.videoTooLargeToProcess));
  }
  if (!allowedContentTypes('video').includes(uploadContentType(file, 'video'))) {
    return Promise.reject(new ThumbnailError(STUDIO_TEXTS.unsupportedVideo));
  }
  const quality = options.quality ?? THUMBNAIL.defaultQuality;
  const video = environment.createVideo();
  const url = environment.createObjectUrl(file);
  const timers: ReturnType<typeof setTimeout>[] = [];

  return new Promise<VideoThumbnail>((resolve, reject) => {
    let done = false;
    const finish = (result: VideoThumbnail | Error) => {
      if (done) return;
      done = true;
      for (const timer of timers) clearTimeout(timer);
      video.onloadedmetadata = null;
      video.onseeked = null;
      video.onerror = null;
      options.signal?.removeEventListener('abort', onAbort);
      video.removeAttribute('src');
      environment.revokeObjectUrl(url);
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onAbort = () => finish(new DOMException(TEXTS.cancelled, 'AbortError'));
    if (options.signal?.aborted) {
      onAbort();
      return;
    }
    options.signal?.addEventListener('abort', onAbort, { once: true });
    timers.push(
      setTimeout(() => finish(new ThumbnailError(TEXTS.thumbnailTimedOut)), THUMBNAIL.timeoutMs),
    );

    video.onerror = () =>
      finish(
        new ThumbnailError(
          video.error?.code === SRC_NOT_SUPPORTED
            ? TEXTS.videoUnplayable
            : TEXTS.thumbnailVideoFailed,
        ),
      );
    video.onloadedmetadata = () => {
      video.currentTime = thumbnailTime(video.duration);
    };
    video.onseeked = () => {
      timers.push(
        setTimeout(() => {
          draw(video, environment, quality).then(
            (blob) =>
              finish({ blob, duration: Number.isFinite(video.duration) ? video.duration : null }),
            (error: Error) => finish(error),
          );
        }, THUMBNAIL.seekSettleMs),
      );
    };
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.src = url;
  });
}

function draw(
  video: HTMLVideoElement,
  environment: ThumbnailEnvironment,
  quality: number,
): Promise<Blob> {
  const canvas = environment.createCanvas();
  canvas.width = THUMBNAIL.width;
  canvas.height = THUMBNAIL.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new ThumbnailError(TEXTS.thumbnailNoCanvas));
  // no picture (an audio-only file): a black frame would pass for a thumbnail
  if (!(video.videoWidth > 0 && video.videoHeight > 0)) {
    return Promise.reject(new ThumbnailError(TEXTS.thumbnailVideoFailed));
  }
  context.fillStyle = '#000';
  context.fillRect(0, 0, canvas.width, canvas.height);
  const box = letterbox(video.videoWidth, video.videoHeight, canvas.width, canvas.height);
  context.drawImage(video, box.x, box.y, box.width, box.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ThumbnailError(TEXTS.thumbnailNoImage))),
      'image/jpeg',
      quality,
    );
  });
}

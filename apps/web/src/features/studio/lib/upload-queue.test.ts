import { STUDIO_UPLOAD_TEXTS, TIMINGS } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadRequest } from '../../../lib/uploads/upload-types';
import { createUploadQueue, episodeItems, posterItem, type UploadQueue } from './upload-queue';

type Call = {
  request: UploadRequest;
  resolve: () => void;
  reject: (error: Error) => void;
};

const file = (name: string, type = 'video/mp4') => new File(['x'], name, { type });

let calls: Call[];
let thumbnails: { file: File; resolve: () => void; reject: (error: Error) => void }[];
let queue: UploadQueue;
let seen: { id: string; status: string; progress: number }[][];

function makeQueue() {
  calls = [];
  thumbnails = [];
  seen = [];
  queue = createUploadQueue({
    upload: (request) =>
      new Promise((resolve, reject) => {
        const key = `uploads/draft/${request.file.name}`;
        calls.push({
          request,
          resolve: () => resolve({ s3Key: key, publicUrl: `/media/${key}` }),
          reject,
        });
        request.signal?.addEventListener('abort', () =>
          reject(new DOMException('cancelled', 'AbortError')),
        );
      }),
    makeThumbnail: (source) =>
      new Promise((resolve, reject) => {
        thumbnails.push({
          file: source,
          resolve: () =>
            resolve({ blob: new Blob(['jpeg'], { type: 'image/jpeg' }), duration: 31 }),
          reject,
        });
      }),
    target: { seriesId: 'draft-1', seriesTitle: 'Neon' },
    createObjectUrl: () => 'blob:thumb',
    revokeObjectUrl: () => undefined,
  });
  queue.subscribe(() =>
    seen.push(queue.getState().items.map(({ id, status, progress }) => ({ id, status, progress }))),
  );
}

const items = () => queue.getState().items;
const item = (id: string) => items().find((i) => i.id === id)!;
const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  makeQueue();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('upload queue', () => {
  it('starts by itself 100 ms after files are added and uploads one file at a time', async () => {
    const [poster, video] = queue.add([
      { file: file('poster.jpg', 'image/jpeg'), type: 'poster' },
      { file: file('ep1.mp4'), type: 'video', episodeNumber: 1 },
    ]);

    await tick(TIMINGS.uploadQueueStartMs - 1);
    expect(calls).toHaveLength(0);
    expect(queue.getState().processing).toBe(false);
    await tick(1);
    expect(calls.map((c) => c.request.file.name)).toEqual(['poster.jpg']);
    expect(calls[0]!.request.target).toEqual({
      fileType: 'poster',
      seriesId: 'draft-1',
      seriesTitle: 'Neon',
      episodeNumber: null,
    });
    expect(queue.getState().processing).toBe(true);
    expect(item(video!).status).toBe('pending');

    calls[0]!.resolve();
    await tick();
    expect(item(poster!)).toMatchObject({ status: 'completed', progress: 100 });
    expect(calls.map((c) => c.request.file.name)).toEqual(['poster.jpg', 'ep1.mp4']);
    expect(item(video!).status).toBe('uploading');
  });

  it("runs a video through 0, the bytes' share of 50, 75, 90, 95 and 100, uploading its thumbnail", async () => {
    const [id] = queue.add([{ file: file('ep3.mp4'), type: 'video', episodeNumber: 3 }]);
    await tick(TIMINGS.uploadQueueStartMs);
    calls[0]!.request.onProgress?.(0.5);
    calls[0]!.resolve();
    await tick();
    expect(thumbnails.map((t) => t.file.name)).toEqual(['ep3.mp4']);
    thumbnails[0]!.resolve();
    await tick();
    expect(calls[1]!.request.target).toMatchObject({ fileType: 'thumbnail', episodeNumber: 3 });
    expect(calls[1]!.request.file).toMatchObject({
      name: 'episode-3-thumbnail.jpg',
      type: 'image/jpeg',
    });
    calls[1]!.resolve();
    await tick();

    const progress = seen.map((state) => state.find((i) => i.id === id)!.progress);
    expect([...new Set(progress)]).toEqual([0, 25, 50, 75, 90, 95, 100]);
    expect(item(id!)).toMatchObject({
      status: 'completed',
      thumbnailGenerated: true,
      duration: 31,
      thumbnailPreview: 'blob:thumb',
      uploaded: { s3Key: 'uploads/draft/ep3.mp4' },
      thumbnail: { s3Key: 'uploads/draft/episode-3-thumbnail.jpg' },
      note: null,
    });
  });

  it('completes a video whose thumbnail failed, noting why', async () => {
    const [id] = queue.add([{ file: file('ep1.mp4'), type: 'video', episodeNumber: 1 }]);
    await tick(TIMINGS.uploadQueueStartMs);
    calls[0]!.resolve();
    await tick();
    thumbnails[0]!.reject(new Error('extraction timed out after 15 s'));
    await tick();

    expect(item(id!)).toMatchObject({
      status: 'completed',
      progress: 100,
      thumbnailGenerated: false,
      thumbnail: null,
      note: STUDIO_UPLOAD_TEXTS.thumbnailFailed('extraction timed out after 15 s'),
    });
    expect(calls).toHaveLength(1);
  });

  it('keeps a completed item in the list for 2 s, and in the series after', async () => {
    const [id] = queue.add([{ file: file('p.png', 'image/png'), type: 'poster' }]);
    await tick(TIMINGS.uploadQueueStartMs);
    calls[0]!.resolve();
    await tick();

    await tick(TIMINGS.uploadCompletedVisibleMs - 1);
    expect(item(id!).hidden).toBe(false);
    await tick(1);
    expect(item(id!).hidden).toBe(true);
    expect(posterItem(items())?.uploaded?.s3Key).toBe('uploads/draft/p.png');
  });

  it('records a failed upload and retries it on request', async () => {
    const [id] = queue.add([{ file: file('ep1.mp4'), type: 'video', episodeNumber: 1 }]);
    await tick(TIMINGS.uploadQueueStartMs);
    calls[0]!.reject(
      new Error('Upload failed after all retries: S3 server error. Please try again.'),
    );
    await tick();
    expect(item(id!)).toMatchObject({
      status: 'error',
      error: 'Upload failed after all retries: S3 server error. Please try again.',
    });
    expect(queue.getState().processing).toBe(false);

    queue.retry(id!);
    expect(item(id!)).toMatchObject({ status: 'pending', error: null, progress: 0 });
    await tick(TIMINGS.uploadQueueStartMs);
    expect(calls).toHaveLength(2);
  });

  it('removes an item unless it is uploading; a finished one leaves the list, not the series', async () => {
    const [first, second] = queue.add([
      { file: file('ep1.mp4'), type: 'video', episodeNumber: 1 },
      { file: file('ep2.mp4'), type: 'video', episodeNumber: 2 },
    ]);
    await tick(TIMINGS.uploadQueueStartMs);

    expect(queue.remove(first!)).toBe(false);
    expect(queue.discard(first!)).toBe(false);
    expect(item(first!).status).toBe('uploading');
    expect(queue.remove(second!)).toBe(true);
    expect(items().map((i) => i.id)).toEqual([first]);

    calls[0]!.resolve();
    await tick();
    thumbnails[0]!.reject(new Error('no'));
    await tick();
    expect(queue.remove(first!)).toBe(true);
    expect(item(first!).hidden).toBe(true);
    expect(episodeItems(items()).map((i) => i.episodeNumber)).toEqual([1]);
    expect(queue.discard(first!)).toBe(true);
    expect(items()).toEqual([]);
  });

  it('clears completed items; Clear All does nothing while the queue runs', async () => {
    const [done, failing, waiting] = queue.add([
      { file: file('p.webp', 'image/webp'), type: 'poster' },
      { file: file('ep1.mp4'), type: 'video', episodeNumber: 1 },
      { file: file('ep2.mp4'), type: 'video', episodeNumber: 2 },
    ]);
    await tick(TIMINGS.uploadQueueStartMs);
    calls[0]!.resolve();
    await tick();
    calls[1]!.reject(new Error('S3 bucket or key not found.'));
    await tick();
    expect(item(waiting!).status).toBe('uploading');

    queue.clearAll();
    expect(items().map((i) => [i.id, i.hidden])).toEqual([
      [done, false],
      [failing, false],
      [waiting, false],
    ]);
    queue.clearCompleted();
    expect(item(done!).hidden).toBe(true);
    expect(item(failing!).hidden).toBe(false);

    calls[2]!.reject(new Error('S3 bucket or key not found.'));
    await tick();
    queue.clearAll();
    expect(items().map((i) => i.id)).toEqual([done]);
  });

  it('replaces the video of an episode given a new file, cancelling its upload, and keeps one poster', async () => {
    const [old] = queue.add([{ file: file('ep1.mp4'), type: 'video', episodeNumber: 1 }]);
    queue.add([{ file: file('a.png', 'image/png'), type: 'poster' }]);
    await tick(TIMINGS.uploadQueueStartMs);
    expect(item(old!).status).toBe('uploading');

    const [replacement] = queue.add([
      { file: file('episode 1 final.mp4'), type: 'video', episodeNumber: 1 },
      { file: file('b.png', 'image/png'), type: 'poster' },
    ]);
    await tick();

    expect(calls[0]!.request.signal?.aborted).toBe(true);
    expect(episodeItems(items()).map((i) => [i.id, i.file.name])).toEqual([
      [replacement, 'episode 1 final.mp4'],
    ]);
    expect(posterItem(items())?.file.name).toBe('b.png');
    expect(items()).toHaveLength(2);
    // the queue went on with the next file
    expect(calls.at(-1)!.request.file.name).toBe('episode 1 final.mp4');
  });

  it('hands a paused upload back to the line and starts it again on resume', async () => {
    const [id] = queue.add([{ file: file('ep1.mp4'), type: 'video', episodeNumber: 1 }]);
    await tick(TIMINGS.uploadQueueStartMs);

    queue.pause();
    await tick(1000);
    expect(item(id!)).toMatchObject({ status: 'pending', progress: 0 });
    expect(calls).toHaveLength(1);

    queue.resume();
    await tick(TIMINGS.uploadQueueStartMs);
    expect(calls).toHaveLength(2);
    expect(item(id!).status).toBe('uploading');
  });

  it('lists episodes by number', () => {
    queue.add([
      { file: file('ep10.mp4'), type: 'video', episodeNumber: 10 },
      { file: file('ep2.mp4'), type: 'video', episodeNumber: 2 },
      { file: file('p.jpg', 'image/jpeg'), type: 'poster' },
    ]);

    expect(episodeItems(items()).map((i) => i.episodeNumber)).toEqual([2, 10]);
  });
});

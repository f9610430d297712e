import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's Worker: answers as `answer` says, in a later task, as one would. */
class FakeWorker {
  static made: FakeWorker[] = [];
  static answer: (worker: FakeWorker) => void = () => undefined;
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor(readonly url: string) {
    FakeWorker.made.push(this);
    setTimeout(() => FakeWorker.answer(this), 0);
  }
  terminate() {
    this.terminated = true;
  }
}

function stubWorker(answer: (worker: FakeWorker) => void) {
  FakeWorker.made = [];
  FakeWorker.answer = answer;
  vi.stubGlobal('Worker', FakeWorker);
  return FakeWorker.made;
}

// a fresh module each test: the zone is read once a page
const freshModule = () => import('./time-zone');

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('viewerTimeZone', () => {
  it('takes the zone a worker reads, and reads none on the page’s thread', async () => {
    const workers = stubWorker((worker) =>
      worker.onmessage?.(new MessageEvent('message', { data: 'Asia/Kolkata' })),
    );
    const pageReads = vi.spyOn(Intl, 'DateTimeFormat');
    const { viewerTimeZone } = await freshModule();

    await expect(viewerTimeZone()).resolves.toBe('Asia/Kolkata');
    // once a page: the second call asks no second worker
    await expect(viewerTimeZone()).resolves.toBe('Asia/Kolkata');
    expect(workers).toHaveLength(1);
    expect(workers[0]!.url).toMatch(/^blob:/);
    expect(workers[0]!.terminated).toBe(true);
    expect(pageReads).not.toHaveBeenCalled();
  });

  it('reads the zone on the page’s thread when the worker fails', async () => {
    stubWorker((worker) => worker.onerror?.());
    const { viewerTimeZone } = await freshModule();
    await expect(viewerTimeZone()).resolves.toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('takes no zone from a worker that answers none (the server counts in UTC)', async () => {
    stubWorker((worker) => worker.onmessage?.(new MessageEvent('message', { data: '' })));
    const { viewerTimeZone } = await freshModule();
    await expect(viewerTimeZone()).resolves.toBeUndefined();
  });
});

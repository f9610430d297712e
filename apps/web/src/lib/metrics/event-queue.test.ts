import { METRICS } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventQueue, type Transport } from './event-queue';

type Sent = { batch: number[]; unloading: boolean };

function makeQueue(answer: (batch: readonly number[]) => Promise<void> = () => Promise.resolve()) {
  const sent: Sent[] = [];
  const send: Transport<number> = (batch, { unloading }) => {
    sent.push({ batch: [...batch], unloading });
    return answer(batch);
  };
  return { queue: new EventQueue<number>(send), sent };
}

const pushMany = (queue: EventQueue<number>, from: number, count: number) => {
  for (let i = 0; i < count; i += 1) queue.push(from + i);
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.useRealTimers());

describe('EventQueue', () => {
  it('sends a batch as soon as 10 events wait', () => {
    const { queue, sent } = makeQueue();

    pushMany(queue, 1, METRICS.batchSize - 1);
    expect(sent).toEqual([]);
    queue.push(10);

    expect(sent).toEqual([{ batch: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], unloading: false }]);
    expect(queue.size).toBe(0);
  });

  it('sends what waits 5 s after the first event, not earlier', () => {
    const { queue, sent } = makeQueue();

    queue.push(1);
    vi.advanceTimersByTime(3000);
    queue.push(2);
    vi.advanceTimersByTime(METRICS.batchTimeoutMs - 3000 - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);

    expect(sent).toEqual([{ batch: [1, 2], unloading: false }]);
  });

  it('sends an urgent event at once, with what waits before it', () => {
    const { queue, sent } = makeQueue();

    queue.push(1);
    queue.push(2, { urgent: true });

    expect(sent).toEqual([{ batch: [1, 2], unloading: false }]);
    // the timer went with the batch
    vi.advanceTimersByTime(METRICS.batchTimeoutMs * 2);
    expect(sent).toHaveLength(1);
  });

  it('passes unloading on to the transport', async () => {
    const { queue, sent } = makeQueue();

    queue.push(1);
    await queue.flush({ unloading: true });
    queue.push(2, { urgent: true, unloading: true });

    expect(sent).toEqual([
      { batch: [1], unloading: true },
      { batch: [2], unloading: true },
    ]);
  });

  it('does not call the transport when nothing waits', async () => {
    const { queue, sent } = makeQueue();
    await queue.flush({ unloading: true });
    expect(sent).toEqual([]);
  });

  it('puts a failed batch back in front and retries it with the next flush', async () => {
    let fail = true;
    const { queue, sent } = makeQueue(() =>
      fail ? Promise.reject(new Error('HTTP 503: Service Unavailable')) : Promise.resolve(),
    );

    queue.push(1);
    queue.push(2, { urgent: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.size).toBe(2);
    queue.push(3);
    fail = false;
    await vi.advanceTimersByTimeAsync(METRICS.batchTimeoutMs);

    expect(sent.map((s) => s.batch)).toEqual([
      [1, 2],
      [1, 2, 3],
    ]);
    expect(queue.size).toBe(0);
    expect(console.debug).toHaveBeenCalled();
  });

  it('retries a failed batch on its own 5 s later when nothing else comes', async () => {
    let calls = 0;
    const { queue, sent } = makeQueue(() =>
      ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(),
    );

    queue.push(1, { urgent: true });
    await vi.advanceTimersByTimeAsync(METRICS.batchTimeoutMs);

    expect(sent.map((s) => s.batch)).toEqual([[1], [1]]);
  });

  it('re-queues only while fewer than 20 events wait', async () => {
    const failures: ((reason: Error) => void)[] = [];
    const queue = new EventQueue<number>(
      () =>
        new Promise<void>((_resolve, reject) => {
          failures.push(reject);
        }),
      { batchSize: 1000 },
    );

    queue.push(1, { urgent: true }); // batch A, in flight
    pushMany(queue, 10, 19);
    queue.push(2, { urgent: true }); // batch B: 20 events, in flight
    pushMany(queue, 100, 19);

    failures[0]!(new Error('HTTP 502: Bad Gateway')); // 19 wait: A goes back in front
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.size).toBe(20);

    failures[1]!(new Error('HTTP 502: Bad Gateway')); // 20 wait: B is dropped
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.size).toBe(20);
    expect(console.warn).toHaveBeenCalledWith('metrics: 20 events dropped', expect.any(Error));
  });
});

import { describe, expect, it } from 'vitest';
import { queueProgress } from './queue-progress';

describe('queueProgress', () => {
  it('counts from the queue while others enqueue, never below zero or past the total', () => {
    // a worker started with 2 of 2 jobs to run; then the seed enqueued 32 more
    const finishedAtStart = 0;
    expect(queueProgress(finishedAtStart, { pending: 2, total: 2 })).toEqual({
      finished: 0,
      total: 2,
    });
    expect(queueProgress(finishedAtStart, { pending: 30, total: 34 })).toEqual({
      finished: 4,
      total: 34,
    });
    expect(queueProgress(finishedAtStart, { pending: 0, total: 34 })).toEqual({
      finished: 34,
      total: 34,
    });
  });

  it('leaves out jobs that were finished before the start', () => {
    expect(queueProgress(10, { pending: 5, total: 16 })).toEqual({ finished: 1, total: 6 });
    // finished jobs cleaned away meanwhile: nothing negative
    expect(queueProgress(10, { pending: 5, total: 8 })).toEqual({ finished: 0, total: 5 });
  });
});

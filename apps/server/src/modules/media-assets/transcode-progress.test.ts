import { describe, expect, it } from 'vitest';
import { progressWriter } from './transcode-progress';

describe('progressWriter', () => {
  it('writes at most once per interval, whole percents, in order', async () => {
    let clock = 0;
    const written: number[] = [];
    const writer = progressWriter(
      async (percent) => {
        written.push(percent);
      },
      () => undefined,
      { intervalMs: 1000, now: () => clock },
    );
    writer.report(0.001);
    writer.report(0.2);
    clock = 999;
    writer.report(0.3);
    clock = 1000;
    writer.report(0.456);
    clock = 5000;
    writer.report(0.456);
    writer.report(1.2);
    await writer.flush();
    // 0.456 again at 5 s is the same percent: skipped, so 1.2 (clamped to 100) is written
    expect(written).toEqual([0, 45, 100]);
  });

  it('reports a failed write and keeps writing', async () => {
    let clock = 0;
    const errors: unknown[] = [];
    const written: number[] = [];
    const writer = progressWriter(
      async (percent) => {
        if (percent === 10) throw new Error('database away');
        written.push(percent);
      },
      (error) => errors.push(error),
      { intervalMs: 10, now: () => clock },
    );
    writer.report(0.1);
    clock = 20;
    writer.report(0.2);
    await writer.flush();
    expect(errors).toHaveLength(1);
    expect(written).toEqual([20]);
  });
});

import { describe, expect, it } from 'vitest';
import { Slots } from './slots';

describe('Slots', () => {
  it('refuses a task past its size at once, and takes one again when a slot frees', async () => {
    const slots = new Slots(2);
    const refusal = () => new Error('busy');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = slots.run(() => held.then(() => 1), refusal);
    const second = slots.run(() => held.then(() => 2), refusal);
    await expect(slots.run(async () => 3, refusal)).rejects.toThrow('busy');
    release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(await slots.run(async () => 4, refusal)).toBe(4);
  });

  it('frees the slot of a task that fails', async () => {
    const slots = new Slots(1);
    const refusal = () => new Error('busy');
    await expect(slots.run(() => Promise.reject(new Error('boom')), refusal)).rejects.toThrow(
      'boom',
    );
    expect(await slots.run(async () => 'ok', refusal)).toBe('ok');
  });
});

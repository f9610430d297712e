import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellPainted } from './shell-painted';

afterEach(() => vi.useRealTimers());

const root = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
};

describe('waiting for a server-rendered shell’s image', () => {
  it('goes at once without a shell', async () => {
    await expect(shellPainted(root(''), 1000)).resolves.toBeUndefined();
  });

  it('waits for the image to load and be painted, or fail, within the budget', async () => {
    vi.useFakeTimers();
    const shell = root('<img src="/media/hero.jpg" alt="">');
    const image = shell.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: false });
    let done = false;
    void shellPainted(shell, 1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(false);
    image.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    // loaded, not yet painted: the next frame paints it
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(true);

    const slow = root('<img src="/media/slow.jpg" alt="">');
    Object.defineProperty(slow.querySelector('img')!, 'complete', { value: false });
    let late = false;
    void shellPainted(slow, 1000).then(() => (late = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(late).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(late).toBe(true);
  });

  it('waits for the image the shell marks as its largest, not one before it', async () => {
    vi.useFakeTimers();
    const shell = root(
      '<img src="data:image/svg+xml,%3Csvg%3E" alt="">' +
        '<img src="/media/poster.jpg" alt="" fetchpriority="high">',
    );
    const [avatar, poster] = [...shell.querySelectorAll('img')];
    Object.defineProperty(avatar!, 'complete', { value: true });
    Object.defineProperty(poster!, 'complete', { value: false });
    let done = false;
    void shellPainted(shell, 1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(false);
    poster!.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(true);
  });
});

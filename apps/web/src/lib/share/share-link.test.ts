import { describe, expect, it, vi } from 'vitest';
import { absoluteLink, shareLink } from './share-link';

const LINK = {
  url: 'http://localhost:8080/play?id=neon-heirs&episode=2&t=14',
  title: 'Neon Heirs',
};

const clipboard = (writeText = vi.fn(() => Promise.resolve())) =>
  ({ writeText }) as unknown as Clipboard;

describe('shareLink', () => {
  it('uses the Web Share API where the browser has it', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    const outcome = await shareLink(LINK, {
      share,
      canShare: () => true,
      clipboard: clipboard(writeText),
    });
    expect(outcome).toBe('shared');
    expect(share).toHaveBeenCalledWith(LINK);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link where there is no Web Share API', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const nav = { clipboard: clipboard(writeText) } as unknown as Navigator;
    expect(await shareLink(LINK, nav)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(LINK.url);
  });

  it('treats a closed share sheet as cancelled, without copying', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    const writeText = vi.fn(() => Promise.resolve());
    expect(
      await shareLink(LINK, { share, canShare: () => true, clipboard: clipboard(writeText) }),
    ).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies when sharing is refused for another reason, and says so when copying fails too', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    const writeText = vi.fn(() => Promise.resolve());
    expect(
      await shareLink(LINK, { share, canShare: () => true, clipboard: clipboard(writeText) }),
    ).toBe('copied');
    const refused = vi.fn(() => Promise.reject(new Error('denied')));
    expect(
      await shareLink(LINK, { share, canShare: () => true, clipboard: clipboard(refused) }),
    ).toBe('failed');
  });

  it('makes page paths absolute on this origin', () => {
    expect(absoluteLink('/play?id=a&episode=1&t=3', 'https://reels.example')).toBe(
      'https://reels.example/play?id=a&episode=1&t=3',
    );
  });
});

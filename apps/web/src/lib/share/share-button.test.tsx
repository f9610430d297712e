import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from './share-button';

const URL_ = 'http://localhost:3000/video/neon-heirs';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const stubClipboard = (writeText: () => Promise<void>) =>
  vi.stubGlobal('navigator', { clipboard: { writeText } });

describe('ShareButton', () => {
  it('copies the link where the browser cannot share, and shows Link copied for 3 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    render(<ShareButton url={() => URL_} title="Neon Heirs" />);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(screen.getByRole('status').textContent).toBe('Link copied');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('uses the share sheet where there is one and shows no copy status', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { share, clipboard: { writeText: vi.fn() } });
    render(<ShareButton url={() => URL_} title="Neon Heirs" />);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(share).toHaveBeenCalledWith({ url: URL_, title: 'Neon Heirs' });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the link to copy by hand when the clipboard is refused', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    render(<ShareButton url={() => URL_} title="Neon Heirs" />);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveProperty('value', URL_);
  });
});

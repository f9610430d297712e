import { INSTALL_PROMPT, PWA_STORAGE_KEYS, PWA_TEXTS } from '@app/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catchInstallPrompt, clearInstallPrompt } from '../lib/install-event';
import { InstallPrompt } from './install-prompt';

const TEXT = PWA_TEXTS.installPrompt;
const NOW = 1_700_000_000_000;
const now = () => NOW;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** A stand-in for Chromium's deferred install event. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const atWidth = (width: number) => vi.stubGlobal('innerWidth', width);
const banner = () => screen.queryByRole('region', { name: TEXT.heading });

describe('the install prompt', () => {
  beforeAll(() => catchInstallPrompt());
  afterEach(() => {
    act(() => clearInstallPrompt());
  });

  it('offers the browser’s install on a mobile width, titled with the product’s name', () => {
    atWidth(390);
    render(<InstallPrompt now={now} />);
    // nothing to offer until the browser has offered the install
    expect(banner()).toBeNull();
    offerInstall();
    expect(banner()).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Install ReelForge' })).toBeTruthy();
    expect(screen.getByRole('button', { name: TEXT.installApp })).toBeTruthy();
    expect(screen.getByRole('button', { name: TEXT.notNow })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: TEXT.dontShowForMonth })).toBeTruthy();
  });

  it('is not shown on a desktop width', () => {
    atWidth(1440);
    render(<InstallPrompt now={now} />);
    offerInstall();
    expect(banner()).toBeNull();
  });

  it('appears when the window narrows to a mobile width', () => {
    atWidth(1024);
    render(<InstallPrompt now={now} />);
    offerInstall();
    expect(banner()).toBeNull();
    atWidth(600);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(banner()).not.toBeNull();
  });

  it('Install App opens the browser’s dialog; accepting marks the app installed', async () => {
    atWidth(390);
    render(<InstallPrompt now={now} />);
    const event = offerInstall('accepted');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: TEXT.installApp }));
    });
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(PWA_STORAGE_KEYS.installed)).toBe('true');
    expect(banner()).toBeNull();
  });

  it('a dismissed browser dialog marks nothing and hides the banner for this visit', async () => {
    atWidth(390);
    render(<InstallPrompt now={now} />);
    offerInstall('dismissed');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: TEXT.installApp }));
    });
    expect(localStorage.getItem(PWA_STORAGE_KEYS.installed)).toBeNull();
    expect(banner()).toBeNull();
  });

  it('Not now hides it for this visit only; with the checkbox, for a month', () => {
    atWidth(390);
    const first = render(<InstallPrompt now={now} />);
    offerInstall();
    fireEvent.click(screen.getByRole('button', { name: TEXT.notNow }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem(PWA_STORAGE_KEYS.dismissedAt)).toBeNull();
    first.unmount();

    // the next visit shows it again
    render(<InstallPrompt now={now} />);
    expect(banner()).not.toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: TEXT.dontShowForMonth }));
    fireEvent.click(screen.getByRole('button', { name: TEXT.notNow }));
    expect(localStorage.getItem(PWA_STORAGE_KEYS.dismissedAt)).toBe(String(NOW));
  });

  it('stays hidden for a month after that dismissal, and comes back after it', () => {
    atWidth(390);
    localStorage.setItem(PWA_STORAGE_KEYS.dismissedAt, String(NOW));
    offerInstall();
    const inAMonth = render(<InstallPrompt now={() => NOW + INSTALL_PROMPT.dismissalMs - 1} />);
    expect(banner()).toBeNull();
    inAMonth.unmount();
    render(<InstallPrompt now={() => NOW + INSTALL_PROMPT.dismissalMs} />);
    expect(banner()).not.toBeNull();
  });

  it('is never shown once installed, and hides when the browser says it was installed', () => {
    atWidth(390);
    offerInstall();
    render(<InstallPrompt now={now} />);
    expect(banner()).not.toBeNull();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(banner()).toBeNull();
    expect(localStorage.getItem(PWA_STORAGE_KEYS.installed)).toBe('true');
  });

  it('is not shown when the app runs from the home screen (display-mode standalone)', () => {
    atWidth(390);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
    }));
    offerInstall();
    render(<InstallPrompt now={now} />);
    expect(banner()).toBeNull();
  });

  it('on iOS lists Safari’s steps instead of Install App, without any install event', () => {
    atWidth(390);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    render(<InstallPrompt now={now} />);
    expect(banner()).not.toBeNull();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual([...TEXT.iosSteps]);
    expect(steps.join(' ')).toMatch(/Share.*Add to Home Screen.*Add/);
    expect(screen.queryByRole('button', { name: TEXT.installApp })).toBeNull();
    expect(screen.getByRole('button', { name: TEXT.notNow })).toBeTruthy();
  });
});

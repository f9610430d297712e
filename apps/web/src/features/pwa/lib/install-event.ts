/** Chromium's deferred install event (not in TypeScript's DOM types). */
export type InstallPromptEvent = Event & {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferred: InstallPromptEvent | undefined;
let onChange: (() => void) | undefined;

/**
 * Keeps the browser's install offer for the install prompt (docs/product/pwa.md#install-prompt).
 * main.tsx calls this at once: the event may fire before any lazy code has arrived, and only
 * this listener is worth its bytes in the entry.
 */
export function catchInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (event) => {
    // no browser mini-infobar: the app's own banner offers the install
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    onChange?.();
  });
}

/** The offer kept, if any; a new one replaces it. */
export const deferredInstallPrompt = (): InstallPromptEvent | undefined => deferred;

/** Drops the offer: prompt() works once. */
export function clearInstallPrompt(): void {
  deferred = undefined;
  onChange?.();
}

/** Calls `listener` when the offer comes or goes (one listener: the install prompt). */
export function watchInstallPrompt(listener: () => void): () => void {
  onChange = listener;
  return () => {
    if (onChange === listener) onChange = undefined;
  };
}

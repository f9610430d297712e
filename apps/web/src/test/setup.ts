import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';
// as the app's boot does: the components' tests render what the app renders
import '../app/empty-text-holes';

// Preact runs effects after the browser's next frame (requestAnimationFrame and a timeout), which
// jsdom never paints and fake timers hold back: here they run right after the commit, as React's
// do in a test, however the clock is faked
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

// lazy sections resolve in a few ms alone, but a loaded 2-core machine can take seconds: findBy*
// waits longer before failing (it still answers as soon as the element is there)
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  // Vitest globals are off, so Testing Library cannot register this itself
  cleanup();
  // the stored login lives in storage: every test starts signed out (build tests run in Node)
  if (typeof localStorage === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});

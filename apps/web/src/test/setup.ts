import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // Vitest globals are off, so Testing Library cannot register this itself
  cleanup();
  // the stored login lives in storage: every test starts signed out (build tests run in Node)
  if (typeof localStorage === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});

import type { Plugin } from 'vite';
import { homeShellHtml } from '../src/features/home/lib/home-shell.ts';

/** The server-rendered first paint of the home page (src/features/home/lib/home-shell.ts). */
export const HOME_SHELL_FILE = 'shell/home.html';

export const homeShell = (): Plugin => ({
  name: 'reelforge-home-shell',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: HOME_SHELL_FILE, source: homeShellHtml() });
  },
});

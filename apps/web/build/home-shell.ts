// by path, not '@app/contract': vite.config.ts loads this file, and Node cannot load the
// package's TypeScript entry from node_modules
import { HOME_SHELL } from '../../../packages/contract/src/constants.ts';
import type { Plugin } from 'vite';
import { homeShellHtml } from '../src/features/home/lib/home-shell.ts';

/** The server-rendered first paint of the home page (src/features/home/lib/home-shell.ts). */
export const homeShell = (): Plugin => ({
  name: 'reelforge-home-shell',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: HOME_SHELL.file, source: homeShellHtml() });
  },
});

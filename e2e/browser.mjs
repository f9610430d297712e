// Which Chromium the end-to-end tests drive. Both are Debian's build of the same engine:
// `chromium` is the browser, `chromium-headless-shell` its old headless mode alone, without the
// browser's window compositing, which cost the suite more than half of its browsers' CPU time
// (docs/conventions.md#end-to-end-tests). CHROMIUM_PATH, when set, is the one browser for all.
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser for the suite's pages: the headless shell where it is installed.
 * @param {NodeJS.ProcessEnv} env
 */
export const suiteBrowserPath = (env) =>
  env.CHROMIUM_PATH ??
  (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM);

/**
 * The browser for the README's first start: the whole browser, as a newcomer opens the app.
 * @param {NodeJS.ProcessEnv} env
 */
export const fullBrowserPath = (env) => env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;

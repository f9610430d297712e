import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../lib/server-process';

/** Where the reference page lives on the app's origin (answered by the browser's router). */
export const BARE_PAGE_PATH = '/__bench/bare-hls.html';
export const BARE_SCRIPT_PATH = '/__bench/hls.light.min.js';

/**
 * The reference: a page that does nothing but hand the stream to hls.js (the same light build
 * the app uses, default settings) and autoplay it.
 */
export const barePageHtml = (masterUrl: string): string => `<!doctype html>
<html><head><meta charset="utf-8"><title>bare hls.js</title></head>
<body style="margin:0;background:#000">
<video id="v" autoplay playsinline style="width:100vw;height:100vh"></video>
<script src="${BARE_SCRIPT_PATH}"></script>
<script>
  const video = document.getElementById('v');
  const hls = new Hls();
  hls.attachMedia(video);
  hls.loadSource(${JSON.stringify(masterUrl)});
</script>
</body></html>`;

export const readHlsLightBuild = (): Promise<Buffer> =>
  readFile(path.join(REPO_ROOT, 'node_modules/hls.js/dist/hls.light.min.js'));

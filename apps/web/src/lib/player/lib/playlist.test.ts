import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { prefetchHlsStart } from './playlist';

const MASTER = [
  '#EXTM3U',
  '#EXT-X-STREAM-INF:BANDWIDTH=2400000,RESOLUTION=720x1280',
  '720p/index.m3u8',
  '#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=500000,BANDWIDTH=800000,RESOLUTION=360x640',
  '360p/index.m3u8',
].join('\n');
// the page's origin: what the prefetch resolves against
const at = (path: string) => new URL(path, document.baseURI).href;
const MEDIA = '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\nseg0.ts\n#EXTINF:2,\nseg1.ts\n';

describe('prefetchHlsStart', () => {
  it('fetches the master, its lowest rung and that rung’s first segment, resolved', async () => {
    const requests = stubApi(
      ({ path }) =>
        new Response(path.endsWith('master.m3u8') ? MASTER : path.endsWith('.m3u8') ? MEDIA : ''),
    );
    await prefetchHlsStart('/media/s/1/master.m3u8', new AbortController().signal);
    expect(requests.map((request) => request.path)).toEqual([
      at('/media/s/1/master.m3u8'),
      at('/media/s/1/360p/index.m3u8'),
      at('/media/s/1/360p/seg0.ts'),
    ]);
  });

  it('takes a media playlist as its own first rung', async () => {
    const requests = stubApi(({ path }) => new Response(path.endsWith('.m3u8') ? MEDIA : ''));
    await prefetchHlsStart('/media/s/1/index.m3u8', new AbortController().signal);
    expect(requests.map((request) => request.path)).toEqual([
      at('/media/s/1/index.m3u8'),
      at('/media/s/1/seg0.ts'),
    ]);
  });
});

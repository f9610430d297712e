import { describe, expect, it } from 'vitest';
import { MEDIA_PATH_PREFIX } from '../common/constants';
import { GRANTED_MEDIA_PREFIX, grantedMediaUrl } from './media-grants';

describe('granted media URLs', () => {
  const grant = { media_prefix: `${GRANTED_MEDIA_PREFIX}g1.abc.ep.viewer.sig/` };

  it('puts the grant in front of an app media key, keeping the key whole', () => {
    expect(GRANTED_MEDIA_PREFIX.startsWith(MEDIA_PATH_PREFIX)).toBe(true);
    expect(grantedMediaUrl(`${MEDIA_PATH_PREFIX}hls/a1/master.m3u8`, grant)).toBe(
      '/media/g/g1.abc.ep.viewer.sig/hls/a1/master.m3u8',
    );
  });

  it('leaves a granted URL, a CDN URL and an empty one as they are', () => {
    const granted = grantedMediaUrl('/media/hls/a1/master.m3u8', grant);
    expect(grantedMediaUrl(granted, grant)).toBe(granted);
    expect(grantedMediaUrl('https://cdn.example.com/media/hls/a1/master.m3u8', grant)).toBe(
      'https://cdn.example.com/media/hls/a1/master.m3u8',
    );
    expect(grantedMediaUrl('', grant)).toBe('');
  });
});

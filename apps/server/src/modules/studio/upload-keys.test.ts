import { describe, expect, it } from 'vitest';
import {
  ANY_IMAGE,
  buildUploadKey,
  isAnyImageKey,
  pinnedKeyOf,
  slugify,
  uploadKeyOf,
} from './upload-keys';

const localUrl = (key: string) => `/media/${key}`;

describe('slugify', () => {
  it('keeps lowercase letters, digits and single dashes', () => {
    expect(slugify('Paper Moons: Part II!')).toBe('paper-moons-part-ii');
    expect(slugify('Café Noir')).toBe('cafe-noir');
    expect(slugify('../../etc/passwd')).toBe('etc-passwd');
  });

  it('leaves nothing of an id without letters or digits', () => {
    expect(slugify('../')).toBe('');
    expect(slugify('사랑')).toBe('');
  });

  it('stops at 60 characters without a trailing dash', () => {
    const slug = slugify(`${'a'.repeat(59)} b`);
    expect(slug).toBe('a'.repeat(59));
  });
});

describe('upload keys', () => {
  it('makes a fresh key each time', () => {
    const input = {
      fileType: 'video',
      seriesSlug: 's',
      episodeNumber: 2,
      contentType: 'video/webm',
    } as const;
    const a = buildUploadKey(input);
    expect(a).toMatch(/^uploads\/s\/episode-2-[0-9a-f]{12}\.webm$/);
    expect(buildUploadKey(input)).not.toBe(a);
    expect(
      buildUploadKey({ fileType: 'poster', seriesSlug: 's', contentType: 'image/webp' }),
    ).toMatch(/^uploads\/s\/poster-[0-9a-f]{12}\.webp$/);
  });

  it('reads back its own keys and public URLs, and nothing else', () => {
    const key = 'uploads/paper-moons/episode-1-0123456789ab.mp4';
    expect(uploadKeyOf(key, localUrl, 'video')).toBe(key);
    expect(uploadKeyOf(`/media/${key}`, localUrl, 'video')).toBe(key);
    expect(uploadKeyOf(key, localUrl, 'image')).toBeNull();
    for (const other of [
      'posters/neon-heirs.jpg',
      'hls/abc/master.m3u8',
      'uploads/../secrets.mp4',
      'uploads/a/%2e%2e.mp4',
      `/media/${key}?x=1`,
      `https://elsewhere.example/media/${key}`,
      'uploads/a/b/c.mp4',
      'uploads/a/clip.svg',
    ]) {
      expect(uploadKeyOf(other, localUrl, 'video'), other).toBeNull();
      expect(uploadKeyOf(other, localUrl, 'image'), other).toBeNull();
    }
  });
});

describe('pinned copies', () => {
  it('sit beside their upload under a new random part, with the extension given', () => {
    const upload = 'uploads/paper-moons/poster-0123456789ab.img';
    const pinned = pinnedKeyOf(upload, 'png');
    expect(pinned).toMatch(/^uploads\/paper-moons\/poster-[0-9a-f]{12}\.png$/);
    expect(pinned).not.toBe('uploads/paper-moons/poster-0123456789ab.png');
    expect(uploadKeyOf(pinned, localUrl, 'image')).toBe(pinned);
    expect(pinnedKeyOf('uploads/a/episode-3-0123456789ab.mp4', 'mp4')).toMatch(
      /^uploads\/a\/episode-3-[0-9a-f]{12}\.mp4$/,
    );
  });

  it('are what a presign without a type makes an image: any type, by its bytes', () => {
    const key = buildUploadKey({
      fileType: 'poster',
      seriesSlug: 's',
      contentType: ANY_IMAGE.contentType,
    });
    expect(key).toMatch(/^uploads\/s\/poster-[0-9a-f]{12}\.img$/);
    expect(isAnyImageKey(key)).toBe(true);
    expect(uploadKeyOf(key, localUrl, 'image')).toBe(key);
    expect(uploadKeyOf(key, localUrl, 'video')).toBeNull();
  });
});

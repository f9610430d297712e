import { describe, expect, it } from 'vitest';
import { BACKDROP_IMAGE_WIDTH, imageSrcSet, resizedImage } from './constants';

describe('resized copies of stored images', () => {
  it('offers a poster its copies as a srcset, the backdrop width not among them', () => {
    expect(imageSrcSet('/media/posters/a.JPG')).toBe(
      '/media/posters/a.JPG?w=160 160w, /media/posters/a.JPG?w=320 320w, ' +
        '/media/posters/a.JPG?w=480 480w, /media/posters/a.JPG?w=640 640w',
    );
    expect(resizedImage('/media/hls/x/poster.jpg', BACKDROP_IMAGE_WIDTH)).toBe(
      '/media/hls/x/poster.jpg?w=32',
    );
  });

  it('leaves alone what the app does not store and resize', () => {
    for (const src of [
      'https://cdn.example/posters/a.jpg',
      '/media/posters/a.jpg?v=2',
      '/media/hls/x/seg_00000.ts',
      '/assets/logo.png',
      'data:image/svg+xml,<svg/>',
    ]) {
      expect(imageSrcSet(src), src).toBeUndefined();
      expect(resizedImage(src, 160)).toBe(src);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './content-check';

describe('imageTypeOf', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(imageTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBe('image/png');
    expect(imageTypeOf(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
  });

  it('refuses SVG, video and short files', () => {
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(imageTypeOf(Buffer.from('\x00\x00\x00\x20ftypisom', 'latin1'))).toBeNull();
    expect(imageTypeOf(Buffer.from('RIFF\x24\x00\x00\x00AVI ', 'latin1'))).toBeNull();
    expect(imageTypeOf(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(imageTypeOf(Buffer.alloc(0))).toBeNull();
  });
});

// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { manifestIcons, renderIcon, themeColour } from './app-icons.ts';

const ACCENT = '#e50914';

/** The RGBA of one pixel of a PNG. */
const pixel = async (png: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]!, a: data[at + 3]! };
};

describe('the app icons', () => {
  it('take the accent and background colours from the app’s theme', () => {
    expect(themeColour('accent')).toBe(ACCENT);
    expect(themeColour('bg')).toBe('#0b0b10');
    expect(() => themeColour('accent', ':root { --color-bg: #000000; }')).toThrow(/accent/);
  });

  it('list 192 and 512 px icons, each also maskable, for the web manifest', () => {
    const icons = manifestIcons();
    for (const purpose of ['any', 'maskable']) {
      expect(icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes)).toEqual([
        '192x192',
        '512x512',
      ]);
    }
    expect(icons.every((icon) => icon.type === 'image/png' && icon.src.startsWith('/icons/'))).toBe(
      true,
    );
  });

  it('render the logo’s tile with round corners and the white play mark in the middle', async () => {
    const png = await renderIcon('any', 192, ACCENT);
    expect(await sharp(png).metadata()).toMatchObject({ width: 192, height: 192, format: 'png' });
    // the corner lies outside the rounded tile: transparent
    expect((await pixel(png, 1, 1)).a).toBe(0);
    // the tile's edge is the accent colour
    expect(await pixel(png, 96, 4)).toEqual({ r: 0xe5, g: 0x09, b: 0x14, a: 255 });
    // the mark covers the centre
    expect(await pixel(png, 96, 96)).toEqual({ r: 255, g: 255, b: 255, a: 255 });
  });

  it('fill the whole square when maskable, so no mask shows a transparent edge', async () => {
    const png = await renderIcon('maskable', 512, ACCENT);
    expect(await sharp(png).metadata()).toMatchObject({ width: 512, height: 512 });
    for (const [x, y] of [
      [0, 0],
      [511, 0],
      [0, 511],
      [511, 511],
    ] as const) {
      expect(await pixel(png, x, y)).toEqual({ r: 0xe5, g: 0x09, b: 0x14, a: 255 });
    }
    // the mark stays inside the safe zone: nothing white beyond 40 % of the side from the centre
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    for (let y = 0; y < info.height; y += 4) {
      for (let x = 0; x < info.width; x += 4) {
        const at = (y * info.width + x) * info.channels;
        if (data[at + 1]! > 200) {
          expect(Math.hypot(x - 256, y - 256)).toBeLessThan(0.4 * 512);
        }
      }
    }
  });
});

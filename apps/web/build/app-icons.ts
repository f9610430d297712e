import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { BRAND_MARK_PATH, BRAND_MARK_VIEWBOX } from '../src/lib/brand-mark.ts';

const STYLES = new URL('../src/app/styles.css', import.meta.url);

/** A colour of the app's Tailwind theme (styles.css `@theme`), so the icons follow the theme. */
export const themeColour = (name: 'accent' | 'bg', css = readFileSync(STYLES, 'utf8')): string => {
  const colour = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})\\b`).exec(css)?.[1];
  if (!colour) throw new Error(`styles.css has no --color-${name} hex colour for the app icons`);
  return colour;
};

type IconShape = {
  /** The tile's corner radius as a share of its side; 0 fills the square. */
  corner: number;
  /** The play mark's box as a share of the side. */
  mark: number;
};

/**
 * `any`: the logo's tile (BrandLogo: 8 px corners on 28 px) on a transparent square, the mark a
 * little larger than the header's half so that it reads at home-screen size. `maskable`: full
 * bleed, the mark inside the central circle of 80 % that every platform's mask keeps (its box's
 * corners reach 0.35 of the side from the centre, under 0.4). Apple's touch icon is opaque: iOS
 * rounds the corners itself and shows transparency as black.
 */
const SHAPES = {
  any: { corner: 8 / 28, mark: 0.6 },
  maskable: { corner: 0, mark: 0.5 },
  apple: { corner: 0, mark: 0.6 },
} as const satisfies Record<string, IconShape>;

export type IconKind = keyof typeof SHAPES;

/** The icon as SVG, `size` px square. */
export const iconSvg = (kind: IconKind, size: number, accent: string): string => {
  const { corner, mark } = SHAPES[kind];
  const markSize = size * mark;
  const offset = (size - markSize) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${size * corner}" fill="${accent}"/>` +
    `<svg x="${offset}" y="${offset}" width="${markSize}" height="${markSize}" viewBox="${BRAND_MARK_VIEWBOX}">` +
    `<path d="${BRAND_MARK_PATH}" fill="#fff"/></svg></svg>`
  );
};

/** The icon as PNG. */
export const renderIcon = (kind: IconKind, size: number, accent: string): Promise<Buffer> =>
  sharp(Buffer.from(iconSvg(kind, size, accent)))
    .png({ compressionLevel: 9 })
    .toBuffer();

type IconFile = { kind: IconKind; size: number; src: string };

/** The web manifest's icons (Chromium needs 192 and 512 px to offer the install). */
export const MANIFEST_ICONS: readonly IconFile[] = [
  { kind: 'any', size: 192, src: '/icons/icon-192.png' },
  { kind: 'any', size: 512, src: '/icons/icon-512.png' },
  { kind: 'maskable', size: 192, src: '/icons/maskable-192.png' },
  { kind: 'maskable', size: 512, src: '/icons/maskable-512.png' },
];
/** What iOS puts on the home screen (Add to Home Screen reads no manifest icon). */
export const APPLE_TOUCH_ICON: IconFile = {
  kind: 'apple',
  size: 180,
  src: '/icons/apple-touch-icon.png',
};

/** The manifest's `icons` entries. */
export const manifestIcons = () =>
  MANIFEST_ICONS.map(({ kind, size, src }) => ({
    src,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: kind,
  }));

/**
 * Renders the app's icons from the logo at build time (sharp), into dist/icons/ under fixed
 * names (the manifest names them; the server revalidates them like index.html), and links the
 * Apple touch icon from index.html.
 */
export const appIcons = (): Plugin => ({
  name: 'reelforge-app-icons',
  apply: 'build',
  async generateBundle() {
    const accent = themeColour('accent');
    for (const icon of [...MANIFEST_ICONS, APPLE_TOUCH_ICON]) {
      this.emitFile({
        type: 'asset',
        fileName: icon.src.slice(1),
        source: await renderIcon(icon.kind, icon.size, accent),
      });
    }
  },
  transformIndexHtml: () => [
    {
      tag: 'link',
      attrs: { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON.src },
      injectTo: 'head',
    },
  ],
});

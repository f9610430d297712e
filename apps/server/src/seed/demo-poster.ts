import sharp from 'sharp';
import { PRODUCT_NAME } from '@app/contract';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Breaks a title into lines of at most `max` characters, on spaces. */
const wrap = (text: string, max: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
};

export type PosterSpec = {
  title: string;
  subtitle: string;
  palette: [string, string];
  seed: number;
};

/** A generated 2:3 poster (600×900 JPEG): gradient, soft circles, the title. Never downloaded. */
export const renderDemoPoster = async (spec: PosterSpec): Promise<Buffer> => {
  const [top, bottom] = spec.palette;
  const circles = Array.from({ length: 7 }, (_, i) => {
    const n = (spec.seed * 9301 + i * 49297) % 233280;
    const x = (n % 600) | 0;
    const y = ((n / 600) % 900) | 0;
    const r = 40 + ((n >> 3) % 140);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${0.05 + (i % 3) * 0.04}"/>`;
  }).join('');
  const lines = wrap(spec.title.toUpperCase(), 12);
  const titleSvg = lines
    .map(
      (l, i) =>
        `<text x="300" y="${560 + i * 74 - (lines.length - 1) * 37}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="64" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900" viewBox="0 0 600 900">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></linearGradient>
  </defs>
  <rect width="600" height="900" fill="url(#g)"/>${circles}
  <rect width="600" height="900" fill="url(#shade)"/>
  <text x="300" y="80" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="24" letter-spacing="6" fill="#fff" fill-opacity="0.8">${escapeXml(PRODUCT_NAME.toUpperCase())} ORIGINAL</text>
  ${titleSvg}
  <text x="300" y="800" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#fff" fill-opacity="0.85">${escapeXml(spec.subtitle)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
};

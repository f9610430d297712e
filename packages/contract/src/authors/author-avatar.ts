/**
 * An author's generated avatar: their initials on a colour picked from the name, as an SVG data
 * URL. The server answers it with the profile and the web app draws the same one for the
 * generic profile, so an author looks alike either way and no image is downloaded.
 */
export function authorInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = (words.length > 1 ? [words[0]!, words.at(-1)!] : words)
    .map((word) => [...word][0] ?? '')
    .join('');
  return letters.toLocaleUpperCase('en-US') || '?';
}

/** A hue (0–359) that stays the same for a name: FNV-1a over its UTF-16 units. */
export function authorHue(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 360;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function authorAvatarUrl(name: string): string {
  const hue = authorHue(name);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 45%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 28%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="96" height="96" fill="url(#g)"/>` +
    `<text x="48" y="48" dy=".35em" text-anchor="middle" fill="#fff" ` +
    `font-family="system-ui,sans-serif" font-size="38" font-weight="700">` +
    `${escapeXml(authorInitials(name))}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * The author page's banner: the avatar's colour, fading into the page; CSS only, nothing to
 * download. The page and its server-rendered first paint draw the same one.
 */
export function authorBannerBackground(name: string): string {
  const hue = authorHue(name);
  return (
    `radial-gradient(120% 140% at 15% 0%, hsl(${hue} 65% 38% / .9), transparent 60%),` +
    `linear-gradient(135deg, hsl(${(hue + 40) % 360} 55% 22%), #0b0b10 85%)`
  );
}

import { describe, expect, it } from 'vitest';
import {
  authorAvatarUrl,
  authorBannerBackground,
  authorHue,
  authorInitials,
} from './author-avatar';

describe('author avatars', () => {
  it('takes the first letters of the first and last names', () => {
    expect(authorInitials('Mira Okafor')).toBe('MO');
    expect(authorInitials('  tomás  de la Lindqvist ')).toBe('TL');
    expect(authorInitials('Cher')).toBe('C');
    expect(authorInitials('李安')).toBe('李');
    expect(authorInitials('   ')).toBe('?');
  });

  it('keeps a colour per name', () => {
    expect(authorHue('Mira Okafor')).toBe(authorHue('Mira Okafor'));
    expect(authorHue('Mira Okafor')).not.toBe(authorHue('Jun Park'));
    expect(authorHue('x')).toBeGreaterThanOrEqual(0);
    expect(authorHue('x')).toBeLessThan(360);
  });

  it('is an SVG data URL whose text is escaped', () => {
    const url = authorAvatarUrl('<b> &amp');
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(svg).toContain('>&#60;&#38;</text>');
    expect(svg).not.toContain('<b>');
  });

  it('draws the banner in the avatar’s colour, the same for a name', () => {
    const hue = authorHue('Mira Okafor');
    expect(authorBannerBackground('Mira Okafor')).toContain(`hsl(${hue} 65% 38% / .9)`);
    expect(authorBannerBackground('Mira Okafor')).toBe(authorBannerBackground('Mira Okafor'));
    expect(authorBannerBackground('Jun Park')).not.toBe(authorBannerBackground('Mira Okafor'));
  });
});

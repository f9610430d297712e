/**
 * The product's mark: a white play triangle centred on a tile of the accent colour, at half the
 * tile's size. BrandLogo draws it in the page; the web build renders the app's icons from it
 * (build/app-icons.ts), so the home-screen icon is the logo.
 */
export const BRAND_MARK_VIEWBOX = '0 0 24 24';
export const BRAND_MARK_PATH = 'M8 5.5v13l11-6.5z';

import { PRODUCT_NAME } from '../common/constants';
import { defineTexts } from '../common/texts';

/**
 * Texts of the author page (docs/product/authors.md), shown verbatim by the web app; the
 * server's About text and error details come from here too.
 */
export const AUTHOR_TEXTS = /* @__PURE__ */ defineTexts('author', {
  /** The Message button's alert (spec: the messaging feature is not built). */
  messageComingSoon: 'Messaging feature coming soon!',
  message: 'Message',
  follow: 'Follow',
  following: 'Following',
  followAria: (name: string) => `Follow ${name}`,
  followers: (count: number) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? 'follower' : 'followers'}`,
  about: 'About',
  seriesHeading: 'Series',
  seriesCount: (count: number) => `${count} ${count === 1 ? 'title' : 'titles'}`,
  role: { director: 'Director', cast: 'Cast' },
  episodes: (count: number) => `${count} ${count === 1 ? 'episode' : 'episodes'}`,
  /** The About text the server writes from the author's credits. */
  description: (name: string, directed: number, acted: number) => {
    const credits = [
      directed > 0 ? `directed ${directed} ${directed === 1 ? 'title' : 'titles'}` : '',
      acted > 0 ? `stars in ${acted} ${acted === 1 ? 'title' : 'titles'}` : '',
    ].filter(Boolean);
    return `${name} ${credits.join(' and ')} on ${PRODUCT_NAME}.`;
  },
  /** The generic profile shown when the author is unknown or the page failed to load. */
  genericDescription: 'No profile information is available for this creator yet.',
  noSeries: 'No series to show yet.',
  loadFailed: 'The profile could not be loaded.',
  retry: 'Retry',
  loading: 'Loading profile…',
  /** 404 detail of GET /api/authors/{name} and of following an unknown author. */
  notFound: 'Author not found',
  followFailed: 'Failed to update follow',
});

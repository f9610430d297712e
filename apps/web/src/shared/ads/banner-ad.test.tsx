import type { AdBanner } from '@app/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { makeStatus, PREMIUM_STATUS, signInViewer } from '../../test/monetization-fixtures';
import { jsonResponse, type RecordedRequest, stubApi } from '../../test/stub-api';
import { BannerAd } from './banner-ad';

const BANNER: AdBanner = {
  id: 'banner-the-synthetic-bride',
  title: 'The Synthetic Bride',
  image: '/media/posters/the-synthetic-bride.jpg',
  click_url: '/video/the-synthetic-bride',
  impression_url: '/api/ads/track?ad=banner-the-synthetic-bride&event=impression',
  click_tracking_url: '/api/ads/track?ad=banner-the-synthetic-bride&event=click',
};

/** IntersectionObserver is not in jsdom: the test decides when the banner is in view. */
let reportVisible: () => void;
beforeEach(() => {
  reportVisible = () => undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        reportVisible = () => callback([{ isIntersecting: true }]);
      }
      observe() {}
      disconnect() {}
    },
  );
});

function serve(status = makeStatus(), banner: AdBanner | null = BANNER) {
  return stubApi((request: RecordedRequest) => {
    if (request.path.startsWith('/api/subscriptions/status')) return jsonResponse(status);
    if (request.path.startsWith('/api/ads/banner')) return jsonResponse({ banner });
    return new Response(null, { status: 204 });
  });
}

const renderBanner = (contentId?: string) =>
  renderRoutes(
    [
      { path: '/', element: <BannerAd placement="play" contentId={contentId} /> },
      { path: '/video/:id', element: <p>series page</p> },
    ],
    '/',
  );

const pixels = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.path.startsWith('/api/ads/track')).map((r) => r.path);

describe('BannerAd', () => {
  it('shows a free viewer the banner in a reserved box and reports one impression in view', async () => {
    const requests = serve();
    renderBanner('neon-heirs');

    // the box is there before the banner: nothing below it moves
    expect(screen.getByRole('complementary', { name: 'Advertisement' }).className).toContain(
      'h-28',
    );
    const link = await screen.findByRole('link', { name: /The Synthetic Bride/ });
    expect(link.getAttribute('href')).toBe('/video/the-synthetic-bride');
    expect(
      requests.some(
        (r) => r.path === '/api/ads/banner?placement=play&content_id=neon-heirs&lang=en',
      ),
    ).toBe(true);
    expect(pixels(requests)).toEqual([]);

    act(() => reportVisible());
    act(() => reportVisible());
    expect(pixels(requests)).toEqual([BANNER.impression_url]);
  });

  it('reports the click and opens the promoted series', async () => {
    const requests = serve();
    const { router } = renderBanner();
    fireEvent.click(await screen.findByRole('link', { name: /The Synthetic Bride/ }));
    expect(pixels(requests)).toContain(BANNER.click_tracking_url);
    expect(router.state.location.pathname).toBe('/video/the-synthetic-bride');
  });

  it('shows nothing to a subscriber, and does not ask for a banner', async () => {
    signInViewer();
    const requests = serve(PREMIUM_STATUS);
    renderBanner('neon-heirs');
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    expect(requests.some((r) => r.path.startsWith('/api/ads/banner'))).toBe(false);
  });

  it('shows nothing when the server has no banner for the viewer', async () => {
    serve(makeStatus(), null);
    renderBanner();
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
  });
});

import { BANNER_AD_TEXTS, type AdBanner, type AdPlacement, type SeriesId } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { viewerOf } from '../access/access-query';
import { useAccess } from '../access/use-access';
import { useAuth } from '../../lib/auth/session-store';
import { PosterImage } from '../../lib/poster-image';
import { fireAdPixel } from './ad-pixel';
import { bannerQueryOptions } from './banner-query';
import { focusRing } from '../../components/ui/focus-ring';

type Props = {
  placement: AdPlacement;
  /** The series on screen: its buyers see no banner beside it. */
  contentId?: SeriesId;
  className?: string;
};

/** The banner's box: reserved before the banner arrives, so nothing below it moves. */
const BOX = 'h-28 overflow-hidden rounded-xl';

/**
 * A banner ad (docs/product/ads.md#banners) for free viewers: hidden for subscribers and,
 * beside a series, for its buyers. Its impression is reported once it is half visible.
 */
export function BannerAd({ placement, contentId, className = '' }: Props) {
  const auth = useAuth();
  const access = useAccess(contentId);
  const viewer = viewerOf(auth) ?? 'guest';
  const banner = useQuery({
    ...bannerQueryOptions(placement, contentId, viewer),
    enabled: access.state === 'none',
  });

  if (access.state === 'granted') return null;
  if (banner.isError || (banner.isSuccess && banner.data === null)) return null;
  return (
    <aside aria-label={BANNER_AD_TEXTS.label} className={`${BOX} bg-surface ${className}`}>
      {banner.data && <BannerCard banner={banner.data} />}
    </aside>
  );
}

function BannerCard({ banner }: { banner: AdBanner }) {
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      fireAdPixel(banner.impression_url);
      return;
    }
    // IAB: a display impression counts once half of the ad is in view
    let reported = false;
    const observer = new IntersectionObserver(
      (entries) => {
        // entries already queued may still arrive after disconnect()
        if (reported || !entries.some((entry) => entry.isIntersecting)) return;
        reported = true;
        observer.disconnect();
        fireAdPixel(banner.impression_url);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [banner.id, banner.impression_url]);

  const internal = banner.click_url.startsWith('/') && !banner.click_url.startsWith('//');
  const className = `group flex size-full items-center gap-4 pe-4 ring-1 ring-white/5 transition hover:bg-surface-2 ${focusRing}`;
  const content = (
    <>
      <PosterImage
        src={banner.image}
        alt=""
        width={75}
        height={112}
        className="h-full w-auto shrink-0 object-cover"
        style={{ aspectRatio: '2 / 3' }}
      />
      <span className="min-w-0 flex-1">
        <span className="block text-[11px] font-semibold tracking-wider break-words text-muted uppercase">
          {BANNER_AD_TEXTS.sponsored}
        </span>
        <span dir="auto" className="block truncate text-base font-bold text-white">
          {banner.title}
        </span>
      </span>
      <span className="shrink-0 rounded-full bg-accent px-4 py-2 text-sm font-semibold text-white shadow-lg shadow-accent/25 group-hover:brightness-110">
        {BANNER_AD_TEXTS.watchNow}
      </span>
    </>
  );
  const onClick = () => fireAdPixel(banner.click_tracking_url);
  return internal ? (
    <Link ref={ref} to={banner.click_url} onClick={onClick} className={className}>
      {content}
    </Link>
  ) : (
    <a
      ref={ref}
      href={banner.click_url}
      target="_blank"
      rel="noopener noreferrer sponsored"
      onClick={onClick}
      className={className}
    >
      {content}
    </a>
  );
}

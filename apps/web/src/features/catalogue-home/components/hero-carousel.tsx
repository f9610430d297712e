import { CATALOGUE_TEXTS, TIMINGS, type HeroBanner } from '@app/contract';
import { useEffect, useState, type FocusEvent } from 'react';
import { useDocumentHidden } from '../hooks/use-document-hidden';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { HERO_CLASSES } from '../lib/hero-classes';
import { ChevronIcon } from './chevron-icon';
import { HeroSlide } from './hero-slide';
import { focusRing } from '../../../components/ui/focus-ring';

const TEXT = CATALOGUE_TEXTS.home;

// on a phone the arrows sit beside the slide's picture, above its text; from md on the text
// starts at the screen's edge at mid-height, so they go to the foot, level with the dots
const arrowClass = `absolute top-1/2 z-10 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-black/40 text-white backdrop-blur-sm transition hover:bg-black/70 ${focusRing} md:top-auto md:bottom-1 md:size-12 md:translate-y-0`;

/**
 * The hero carousel. Auto-advances every 5 s with wraparound; it holds still
 * while hovered or focused, while the tab is hidden, and for viewers who prefer reduced motion.
 */
export function HeroCarousel({ banners }: { banners: HeroBanner[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hidden = useDocumentHidden();
  const reducedMotion = useReducedMotion();

  const count = banners.length;
  // the list may shrink under the index after a refetch
  const active = count > 0 ? index % count : 0;
  const many = count > 1;
  const paused = !many || hovered || focused || hidden || reducedMotion;

  // keyed on the active slide too: a manual move restarts the full 5 s
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(
      () => setIndex((active + 1) % count),
      TIMINGS.heroAutoAdvanceMs,
    );
    return () => window.clearTimeout(timer);
  }, [paused, active, count]);

  if (count === 0) return null;

  const go = (to: number) => setIndex((to + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={TEXT.carousel}
      className={HERO_CLASSES.section}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {banners.map((banner, i) => {
        const current = i === active;
        return (
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={TEXT.slide(i + 1, count, banner.title)}
            aria-hidden={!current}
            inert={!current}
            className={`absolute inset-0 transition-opacity duration-700 ease-out ${
              current ? 'z-[1] opacity-100' : 'opacity-0'
            }`}
          >
            <HeroSlide banner={banner} priority={i === 0} />
          </div>
        );
      })}

      {many && (
        <>
          <button
            type="button"
            aria-label={TEXT.previousBanner}
            className={`${arrowClass} start-2 md:start-4`}
            onClick={() => go(active - 1)}
          >
            <ChevronIcon direction="start" />
          </button>
          <button
            type="button"
            aria-label={TEXT.nextBanner}
            className={`${arrowClass} end-2 md:end-4`}
            onClick={() => go(active + 1)}
          >
            <ChevronIcon direction="end" />
          </button>
          <div className="absolute inset-x-0 bottom-4 z-10 flex justify-center gap-2">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                aria-label={TEXT.showBanner(i + 1, banner.title)}
                aria-current={i === active || undefined}
                onClick={() => go(i)}
                // a 24 px hit area around a small dot (WCAG 2.5.8)
                className={`group grid h-6 min-w-6 place-items-center rounded-full ${focusRing}`}
              >
                <span
                  className={`block h-1.5 rounded-full transition-all duration-300 ${
                    i === active ? 'w-6 bg-white' : 'w-1.5 bg-white/45 group-hover:bg-white/75'
                  }`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

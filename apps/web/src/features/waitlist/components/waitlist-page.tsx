import { LANDING_TEXTS, PAGE_ROUTES } from '@app/contract';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../../lib/brand-logo';
import { campaignFrom } from '../lib/campaign';
import { EpisodePreview } from './episode-preview';
import { FeatureIcon } from './feature-icon';
import { WaitlistForm } from './waitlist-form';
import { focusRing } from '../../../components/ui/focus-ring';
import { sectionCard } from '../../../components/ui/panel';
import { DocumentTitle } from '../../../lib/document-title';

const TEXT = LANDING_TEXTS;

/**
 * /landing-page (docs/product/waitlist.md): the product's pitch and the waitlist form, without
 * the site header. Drawn with CSS and inline SVG only: no image to wait for, nothing that moves
 * the layout once painted.
 */
export function WaitlistPage() {
  const { search } = useLocation();
  const campaign = useMemo(() => campaignFrom(new URLSearchParams(search)), [search]);

  return (
    <div className="relative isolate min-h-dvh overflow-hidden">
      <DocumentTitle>{TEXT.title}</DocumentTitle>
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[40rem] bg-[radial-gradient(50rem_28rem_at_15%_-5rem,rgb(229_9_20/0.32),transparent_70%),radial-gradient(40rem_24rem_at_95%_10rem,rgb(124_58_237/0.22),transparent_70%)]"
      />

      <div className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col px-5 pt-5 pb-8 md:px-8">
        <BrandLogo className="self-start" />

        <section
          aria-labelledby="landing-heading"
          className="grid items-center gap-10 pt-10 md:pt-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-16"
        >
          <div className="grid gap-5">
            <p className="w-fit rounded-full bg-accent/15 px-3 py-1 text-xs font-bold tracking-widest text-red-300 uppercase ring-1 ring-accent/40">
              {TEXT.eyebrow}
            </p>
            <h1
              id="landing-heading"
              className="max-w-xl text-4xl leading-[1.08] font-black tracking-tight text-balance md:text-6xl"
            >
              {TEXT.heading}
            </h1>
            <p className="max-w-xl text-base text-white/75 md:text-lg">{TEXT.pitch}</p>
            <EpisodePreview label={TEXT.previewLabel} />
          </div>
          <WaitlistForm campaign={campaign} />
        </section>

        <section aria-labelledby="landing-features" className="grid gap-5 pt-14 md:pt-20">
          <h2 id="landing-features" className="text-2xl font-bold tracking-tight">
            {TEXT.featuresHeading}
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {TEXT.features.map((feature, index) => (
              <li key={feature.title} className={`grid gap-2 ${sectionCard}`}>
                <FeatureIcon index={index} />
                <h3 className="text-lg font-semibold">{feature.title}</h3>
                <p className="text-sm text-muted">{feature.body}</p>
              </li>
            ))}
          </ul>
        </section>

        <footer className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-14 text-sm text-muted">
          <p>{TEXT.footer}</p>
          <Link
            to={PAGE_ROUTES.home}
            className={`rounded-md font-semibold text-white/85 underline-offset-4 hover:text-white hover:underline ${focusRing}`}
          >
            {TEXT.browse}
          </Link>
        </footer>
      </div>
    </div>
  );
}

import { AUTHOR_TEXTS, PRODUCT_NAME, type AuthorProfile } from '@app/contract';
import { useId } from 'react';
import { AuthorHeader, type AuthorViewState } from './author-header';
import { AuthorSeriesGrid } from './author-series-grid';
import { focusRing } from '../../../components/ui/focus-ring';
import { DocumentTitle } from '../../../lib/document-title';
import { AUTHOR_CLASSES } from '../lib/author-classes';

type Props = {
  profile: AuthorProfile;
  state: AuthorViewState;
  /** Set when loading failed for a reason a retry may fix. */
  retry?: { run: () => void; busy: boolean };
};

export function AuthorView({ profile, state, retry }: Props) {
  const aboutId = useId();
  return (
    <article className={AUTHOR_CLASSES.page}>
      <DocumentTitle>{`${profile.name} · ${PRODUCT_NAME}`}</DocumentTitle>
      <AuthorHeader profile={profile} state={state} />

      {retry && (
        <p
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg bg-surface px-4 py-3 text-sm text-white/85 ring-1 ring-white/10"
        >
          {AUTHOR_TEXTS.loadFailed}
          <button
            type="button"
            onClick={retry.run}
            disabled={retry.busy}
            className={`rounded-full bg-white px-4 py-1.5 font-semibold text-black hover:bg-white/90 ${focusRing} disabled:opacity-60`}
          >
            {AUTHOR_TEXTS.retry}
          </button>
        </p>
      )}

      <section aria-labelledby={aboutId} className={AUTHOR_CLASSES.about}>
        <h2 id={aboutId} className={AUTHOR_CLASSES.sectionHeading}>
          {AUTHOR_TEXTS.about}
        </h2>
        {state === 'loading' ? (
          // one line high, as most descriptions are: the series below stay where they are
          <div
            aria-hidden="true"
            className="flex h-[1.625em] animate-pulse items-center text-sm md:text-base"
          >
            <div className="h-4 w-2/3 rounded bg-surface" />
          </div>
        ) : (
          <p dir="auto" className={AUTHOR_CLASSES.description}>
            {profile.description}
          </p>
        )}
      </section>

      <AuthorSeriesGrid series={profile.series} loading={state === 'loading'} />
    </article>
  );
}

import { AUTHOR_TEXTS, authorHue, type AuthorProfile } from '@app/contract';
import { FollowButton } from './follow-button';
import { focusRing } from '../../../components/ui/focus-ring';

/** The banner: the avatar's colour, fading into the page. CSS only, nothing to download. */
const bannerBackground = (hue: number) =>
  `radial-gradient(120% 140% at 15% 0%, hsl(${hue} 65% 38% / .9), transparent 60%),` +
  `linear-gradient(135deg, hsl(${(hue + 40) % 360} 55% 22%), #0b0b10 85%)`;

/** loading: the name is known, the rest is on its way; generic: no profile to show. */
export type AuthorViewState = 'loading' | 'loaded' | 'generic';

type Props = { profile: AuthorProfile; state: AuthorViewState };

/** Banner, avatar, name, follower count, Follow and Message. */
export function AuthorHeader({ profile, state }: Props) {
  return (
    <header className="grid">
      <div
        aria-hidden="true"
        data-testid="author-banner"
        // edge to edge on a phone; a rounded card within the content on wider screens
        className="mx-[calc(var(--gutter)*-1)] mt-[calc(var(--gutter)*-1)] h-32 md:mx-0 md:mt-0 md:h-48 md:rounded-2xl"
        style={{ background: bannerBackground(authorHue(profile.name)) }}
      />
      <div className="-mt-12 flex flex-col gap-4 md:flex-row md:items-end md:justify-between md:px-6">
        <div className="flex min-w-0 items-end gap-4">
          {/* the name beside it says who this is */}
          <img
            src={profile.avatar}
            alt=""
            width={128}
            height={128}
            className="size-24 shrink-0 rounded-full bg-surface-2 shadow-xl ring-4 shadow-black/40 ring-bg md:size-32"
          />
          <div className="grid min-w-0 gap-0.5 pb-1">
            <h1
              dir="auto"
              className="text-2xl leading-tight font-extrabold tracking-tight [overflow-wrap:anywhere] md:text-4xl"
            >
              {profile.name}
            </h1>
            {/* the same height in every state: nothing below moves when the count arrives */}
            <p aria-live="polite" className="h-5 text-sm text-muted">
              {state === 'loaded' && AUTHOR_TEXTS.followers(profile.followerCount)}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-start gap-3">
          {state !== 'generic' && (
            <FollowButton
              name={profile.name}
              isFollowing={profile.isFollowing}
              disabled={state === 'loading'}
            />
          )}
          <button
            type="button"
            onClick={() => window.alert(AUTHOR_TEXTS.messageComingSoon)}
            className={`inline-flex h-10 items-center gap-2 rounded-full bg-white/10 px-5 text-sm font-semibold text-white ring-1 ring-white/15 transition hover:bg-white/15 ${focusRing}`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
              <path
                d="M4 5.5h16v10H9l-5 4z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
            </svg>
            {AUTHOR_TEXTS.message}
          </button>
        </div>
      </div>
    </header>
  );
}

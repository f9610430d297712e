import { AUTHOR_TEXTS, authorBannerBackground, type AuthorProfile } from '@app/contract';
import { FollowButton } from './follow-button';
import { focusRing } from '../../../components/ui/focus-ring';
import { AUTHOR_CLASSES } from '../lib/author-classes';

/** loading: the name is known, the rest is on its way; generic: no profile to show. */
export type AuthorViewState = 'loading' | 'loaded' | 'generic';

type Props = { profile: AuthorProfile; state: AuthorViewState };

/** Banner, avatar, name, follower count, Follow and Message. */
export function AuthorHeader({ profile, state }: Props) {
  return (
    <header className="grid">
      {/* the banner: the avatar's colour, fading into the page; CSS only */}
      <div
        aria-hidden="true"
        data-testid="author-banner"
        className={AUTHOR_CLASSES.banner}
        style={{ background: authorBannerBackground(profile.name) }}
      />
      <div className={AUTHOR_CLASSES.identityRow}>
        <div className={AUTHOR_CLASSES.identity}>
          {/* the name beside it says who this is */}
          <img
            src={profile.avatar}
            alt=""
            width={128}
            height={128}
            className={AUTHOR_CLASSES.avatar}
          />
          <div className={AUTHOR_CLASSES.nameBlock}>
            <h1 dir="auto" className={AUTHOR_CLASSES.name}>
              {profile.name}
            </h1>
            <p aria-live="polite" className={AUTHOR_CLASSES.followers}>
              {state === 'loaded' && AUTHOR_TEXTS.followers(profile.followerCount)}
            </p>
          </div>
        </div>
        <div className={AUTHOR_CLASSES.actions}>
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

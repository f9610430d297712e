import { AUTH_PAGE_TEXTS, buildPath, SOCIAL_LOGIN_PATH, SOCIAL_PROVIDERS } from '@app/contract';
import { rememberSocialNext } from '../../../shared/auth/next-path';
import { SocialIcon } from './social-icons';
import { focusRing } from '../../../components/ui/focus-ring';

const TEXT = AUTH_PAGE_TEXTS;

/**
 * Google, Facebook and Apple ID (docs/product/auth.md#social-login). Plain links: the
 * browser leaves for the provider, so `next` waits in sessionStorage for /auth/callback.
 */
export function SocialButtons({ next }: { next: string | null }) {
  return (
    <div className="grid gap-4">
      <p className="flex items-center gap-3 text-xs font-medium tracking-wide text-white/50 uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-white/10" />
        {TEXT.orContinueWith}
        <span aria-hidden="true" className="h-px flex-1 bg-white/10" />
      </p>
      <ul className="grid gap-3">
        {SOCIAL_PROVIDERS.map((provider) => (
          <li key={provider}>
            <a
              href={buildPath(SOCIAL_LOGIN_PATH, { provider })}
              onClick={() => rememberSocialNext(next)}
              className={`flex h-12 items-center justify-center gap-3 rounded-xl bg-white/[0.06] px-4 text-sm font-semibold text-white ring-1 ring-white/10 transition hover:bg-white/10 hover:ring-white/20 ${focusRing}`}
            >
              <SocialIcon provider={provider} />
              {TEXT.continueWith(TEXT.providers[provider])}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { AUTH_PAGE_TEXTS, PRODUCT_NAME } from '@app/contract';
import { useCallback, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { quietButton } from '../../../components/ui/button';
import { focusRing } from '../../../components/ui/focus-ring';
import { LanguageSelect } from '../../../i18n/language-select';
import { BrandLogo } from '../../../lib/brand-logo';
import { useNextPath } from '../hooks/use-next-path';
import { readAuthError, type AuthMessage, type AuthStep, type GoTo } from '../lib/auth-flow';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { SocialButtons } from './social-buttons';
import { VerifyForm } from './verify-form';
import { DocumentTitle } from '../../../lib/document-title';

const TEXT = AUTH_PAGE_TEXTS;
// read when rendered, not when the module loads: the texts follow the active locale
const heading = (step: AuthStep): string =>
  ({
    signIn: TEXT.signInHeading,
    signUp: TEXT.signUpHeading,
    verify: TEXT.verifyTitle,
    reset: TEXT.resetTitle,
  })[step];
const tabs = () =>
  [
    { step: 'signIn', label: TEXT.signIn },
    { step: 'signUp', label: TEXT.signUp },
  ] as const;

/** /auth (docs/product/auth.md#auth-page): sign in, sign up, verification, forgot password. */
export function AuthPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const next = useNextPath();
  const [step, setStep] = useState<AuthStep>('signIn');
  // the remembered username: from sign-up or sign-in, used to verify, resend and reset
  const [username, setUsername] = useState('');
  const [message, setMessage] = useState<AuthMessage | null>(() => {
    const error = readAuthError(location.state);
    return error ? { tone: 'error', text: error } : null;
  });

  // a failed social login's message shows once, not again after a reload
  const hasRouteError = readAuthError(location.state) !== null;
  useEffect(() => {
    if (hasRouteError) {
      void navigate({ search: location.search }, { replace: true, state: null });
    }
  }, [hasRouteError, location.search, navigate]);

  const goTo: GoTo = useCallback((nextStep, nextMessage = null, nextUsername) => {
    setStep(nextStep);
    setMessage(nextMessage);
    if (nextUsername !== undefined) setUsername(nextUsername);
  }, []);

  const isTabStep = step === 'signIn' || step === 'signUp';

  return (
    <div className="relative isolate min-h-dvh overflow-hidden">
      <DocumentTitle>{`${TEXT.title} · ${PRODUCT_NAME}`}</DocumentTitle>
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-[radial-gradient(60rem_24rem_at_50%_-6rem,rgb(229_9_20/0.35),transparent_70%)]"
      />
      <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-5 pt-5 pb-10 md:justify-center md:py-12">
        <div className="flex items-center justify-between gap-4 md:flex-col">
          <BrandLogo className="self-start md:self-center" />
          <LanguageSelect />
        </div>
        <section
          aria-labelledby="auth-heading"
          className="mt-8 grid gap-6 md:rounded-3xl md:bg-surface/85 md:p-8 md:shadow-2xl md:ring-1 md:shadow-black/50 md:ring-white/10 md:backdrop-blur"
        >
          <header className="grid gap-1.5">
            <h1 id="auth-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
              {heading(step)}
            </h1>
            {isTabStep && <p className="text-sm text-muted">{TEXT.tagline}</p>}
          </header>

          {isTabStep ? (
            <ModeTabs step={step} onSelect={(tab) => goTo(tab, null)}>
              <Message message={message} />
              {step === 'signIn' ? (
                <SignInForm initialUsername={username} next={next} goTo={goTo} say={setMessage} />
              ) : (
                <SignUpForm initialUsername={username} goTo={goTo} say={setMessage} />
              )}
            </ModeTabs>
          ) : (
            <div className="grid gap-5">
              <Message message={message} />
              {step === 'verify' ? (
                <VerifyForm storedUsername={username} goTo={goTo} say={setMessage} />
              ) : (
                <ResetPasswordForm username={username} goTo={goTo} say={setMessage} />
              )}
              <button
                type="button"
                className={`${quietButton} justify-self-center`}
                onClick={() => goTo('signIn', null)}
              >
                {TEXT.backToSignIn}
              </button>
            </div>
          )}

          {isTabStep && <SocialButtons next={next} />}
        </section>
      </div>
    </div>
  );
}

/** Sign In / Sign Up as tabs (WAI-ARIA APG tabs with automatic activation). */
function ModeTabs({
  step,
  onSelect,
  children,
}: {
  step: 'signIn' | 'signUp';
  onSelect: (step: 'signIn' | 'signUp') => void;
  children: ReactNode;
}) {
  const id = useId();
  const tabId = (tab: string) => `${id}-${tab}`;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const other = step === 'signIn' ? 'signUp' : 'signIn';
    onSelect(other);
    document.getElementById(tabId(other))?.focus();
  };

  return (
    <div className="grid gap-5">
      <div
        role="tablist"
        aria-label={TEXT.modeToggle}
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-1 rounded-xl bg-white/[0.06] p-1 ring-1 ring-white/10"
      >
        {tabs().map((tab) => {
          const selected = tab.step === step;
          return (
            <button
              key={tab.step}
              id={tabId(tab.step)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.step)}
              className={`h-10 rounded-lg text-sm font-semibold transition ${focusRing} ${
                selected ? 'bg-white text-black shadow' : 'text-white/70 hover:text-white'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(step)} className="grid gap-5">
        {children}
      </div>
    </div>
  );
}

const TONES: Record<AuthMessage['tone'], string> = {
  error: 'bg-red-500/10 text-red-200 ring-red-500/30',
  success: 'bg-emerald-500/10 text-emerald-200 ring-emerald-500/30',
  info: 'bg-white/[0.06] text-white/90 ring-white/15',
};

/** The step's result; errors interrupt (alert), the rest is read politely. */
function Message({ message }: { message: AuthMessage | null }) {
  return (
    <div aria-live="polite" className="empty:hidden">
      {message && (
        <p
          role={message.tone === 'error' ? 'alert' : undefined}
          className={`rounded-xl px-4 py-3 text-sm ring-1 ${TONES[message.tone]}`}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}

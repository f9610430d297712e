import { PWA_TEXTS } from '@app/contract';
import { useId, useState } from 'react';
import { useInstallPrompt } from '../hooks/use-install-prompt';
import { focusRing } from '../../../components/ui/focus-ring';

const TEXT = PWA_TEXTS.installPrompt;
/** One of the web manifest's icons (apps/web/build/app-icons.ts). */
const APP_ICON_URL = '/icons/icon-192.png';

const BUTTON = `rounded-md px-4 py-2 text-sm font-semibold ${focusRing}`;

/**
 * The mobile install banner (docs/product/pwa.md#install-prompt), at the bottom of the screen.
 * Not a dialog: it takes no focus and the page stays usable behind it.
 */
export function InstallPrompt({ now }: { now?: () => number }) {
  const { offer, install, dismiss } = useInstallPrompt(now);
  const [forAMonth, setForAMonth] = useState(false);
  const headingId = useId();
  const checkboxId = useId();
  if (!offer) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-surface-2/95 px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-2xl shadow-black/60 backdrop-blur"
    >
      <div className="mx-auto flex max-w-md gap-3">
        {/* the icon the home screen will show (precached with the app) */}
        <img src={APP_ICON_URL} alt="" width={48} height={48} className="size-12 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-base font-bold text-white">
            {TEXT.heading}
          </h2>
          {offer === 'ios-steps' ? (
            <>
              <p className="mt-1 text-sm text-muted">{TEXT.iosIntro}</p>
              <ol className="mt-1 list-decimal space-y-0.5 ps-5 text-sm text-white/90">
                {TEXT.iosSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </>
          ) : (
            <p className="mt-1 text-sm text-muted">{TEXT.body}</p>
          )}
          <label
            htmlFor={checkboxId}
            className="mt-3 inline-flex cursor-pointer items-center gap-2 text-sm text-white/85 select-none"
          >
            <input
              id={checkboxId}
              type="checkbox"
              checked={forAMonth}
              onChange={(event) => setForAMonth(event.target.checked)}
              className={`size-4 accent-accent ${focusRing}`}
            />
            {TEXT.dontShowForMonth}
          </label>
          <div className="mt-3 flex flex-wrap gap-2">
            {offer === 'install-event' && (
              <button
                type="button"
                onClick={() => void install()}
                className={`${BUTTON} bg-accent text-white shadow-lg shadow-accent/25 hover:brightness-110`}
              >
                {TEXT.installApp}
              </button>
            )}
            <button
              type="button"
              onClick={() => dismiss(forAMonth)}
              className={`${BUTTON} bg-white/10 text-white hover:bg-white/15`}
            >
              {TEXT.notNow}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}

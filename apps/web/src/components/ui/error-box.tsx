import { SUBSCRIPTION_PAGE_TEXTS } from '@app/contract';
import { focusRing } from './focus-ring';

/** Errors in a dismissible red box. */
export function ErrorBox({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="flex items-start justify-between gap-3 rounded-xl border border-red-500/40 bg-red-500/15 px-4 py-3 text-sm text-red-100"
    >
      <p className="min-w-0 flex-1 break-words">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={SUBSCRIPTION_PAGE_TEXTS.dismiss}
        className={`-m-1 grid size-7 shrink-0 place-items-center rounded-full text-red-200 hover:bg-red-500/20 ${focusRing}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
          <path
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}

import { SHELL_TEXTS } from '@app/contract';
import { useOnlineStatus } from '../hooks/use-online-status';

/** Shown while the browser is offline (docs/product/shell.md#offline-banner). */
export function OfflineBanner() {
  const online = useOnlineStatus();
  return (
    // the live region stays mounted so that screen readers announce the change
    <div role="status" aria-live="polite">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-accent px-4 py-2 text-center text-sm font-semibold text-white">
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-white" />
          {SHELL_TEXTS.offline}
        </p>
      )}
    </div>
  );
}

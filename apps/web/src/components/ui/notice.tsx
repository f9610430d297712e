import { createContext, use, useCallback, useEffect, useState, type ReactNode } from 'react';

/** How long a notice stays on screen. */
export const NOTICE_MS = 4000;

type Notice = { id: number; text: string };

// without a provider (isolated component tests) notices go nowhere
const NotifyContext = createContext<(text: string) => void>(() => undefined);

/**
 * Short confirmations that outlive a navigation ('Login successful!' then /login), in one
 * polite live region. A new notice replaces the current one, so a repeat shows once.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback((text: string) => {
    setNotice((current) => ({ id: (current?.id ?? 0) + 1, text }));
  }, []);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <NotifyContext value={notify}>
      {children}
      {/* below the header (4 rem), so a notice never covers the search box or the avatar */}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4"
      >
        {notice && (
          <p
            key={notice.id}
            className="flex items-center gap-2 rounded-full bg-surface-2/95 px-4 py-2.5 text-sm font-semibold text-white shadow-2xl shadow-black/60 ring-1 ring-white/10 backdrop-blur"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4 shrink-0 text-emerald-400"
            >
              <path
                d="M5 12.5l4.5 4.5L19 7.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {notice.text}
          </p>
        )}
      </div>
    </NotifyContext>
  );
}

/** `notify(text)`: show a short confirmation. */
export const useNotify = (): ((text: string) => void) => use(NotifyContext);

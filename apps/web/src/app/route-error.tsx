import { SHELL_TEXTS } from '@app/contract';
import { Component, type ErrorInfo, type ReactNode } from 'react';

const TEXTS = SHELL_TEXTS.routeError;

type Props = { children: ReactNode };
type State = { error: unknown };

/**
 * The routes' last resort: a render error, or a route chunk that no longer exists after a
 * deploy. A full reload fetches the new entry and its chunks. The layout keys it by path,
 * so navigating elsewhere gives the next page a fresh start. A failure while offline is most
 * likely the page's chunk that could not be fetched, which a browser never asks for again: the
 * page starts over once the connection is back (docs/product/shell.md#offline-banner).
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
    if (!navigator.onLine) {
      window.addEventListener('online', () => window.location.reload(), { once: true });
    }
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <RouteError />;
  }
}

export function RouteError() {
  return (
    <section role="alert" className="mx-auto my-16 grid max-w-xl justify-items-start gap-3">
      <h1 className="text-2xl font-bold">{TEXTS.title}</h1>
      <p className="text-muted">{TEXTS.body}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-2 rounded-full bg-accent px-5 py-2.5 font-semibold text-white hover:brightness-110"
      >
        {TEXTS.reload}
      </button>
    </section>
  );
}

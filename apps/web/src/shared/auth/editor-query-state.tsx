import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api-error';
import { EditorRequired } from './editor-only';
import { focusRing } from '../../components/ui/focus-ring';

type MainQuery<T> = {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
};

type FallbackTexts = { loading: string; loadFailed: string; retry: string };

/**
 * An editor page's main query: its data, or what the page shows instead while it is pending or
 * failed: the loading line, a failure with Retry, or the editors-only notice when the server
 * answers 403 (the role changed since sign-in: the server is the judge). `frame` wraps the
 * loading and failure lines in the page's own layout.
 */
export function editorQueryState<T>(
  query: MainQuery<T>,
  texts: FallbackTexts,
  frame: (content: ReactNode) => ReactNode,
): { data: T } | { fallback: ReactNode } {
  if (query.status === 'success') return { data: query.data as T };
  if (query.status === 'pending') {
    return {
      fallback: frame(
        <p role="status" className="text-muted">
          {texts.loading}
        </p>,
      ),
    };
  }
  if (isApiError(query.error) && query.error.status === 403)
    return { fallback: <EditorRequired /> };
  return {
    fallback: frame(
      <div role="alert" className="flex flex-wrap items-center gap-4">
        <p>{texts.loadFailed}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className={`rounded-full bg-surface-2 px-4 py-1.5 text-sm font-semibold ring-1 ring-white/10 hover:bg-white/15 ${focusRing}`}
        >
          {texts.retry}
        </button>
      </div>,
    ),
  };
}

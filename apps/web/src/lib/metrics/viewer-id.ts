import { randomUuid } from './uuid';

/** localStorage item holding the anonymous viewer id. */
export const VIEWER_ID_KEY = 'reelforge.viewerId';

// storage disabled (privacy mode): one id for this page's life is the best we can do
let fallback: string | undefined;

/**
 * The anonymous viewer id, generated once per browser and kept. It identifies a viewer for
 * watch metrics and continue watching only, never as a credential
 * (docs/product/metrics.md#anonymous-viewer-id).
 */
export function getViewerId(): string {
  try {
    const stored = localStorage.getItem(VIEWER_ID_KEY);
    if (stored) return stored;
    const created = randomUuid();
    localStorage.setItem(VIEWER_ID_KEY, created);
    return created;
  } catch {
    fallback ??= randomUuid();
    return fallback;
  }
}

/** The viewer id if this browser has one already, without creating it. */
export function peekViewerId(): string | null {
  try {
    return localStorage.getItem(VIEWER_ID_KEY) ?? fallback ?? null;
  } catch {
    return fallback ?? null;
  }
}

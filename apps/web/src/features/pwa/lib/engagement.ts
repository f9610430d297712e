/**
 * What counts as the viewer engaging with the page (docs/product/pwa.md#install-prompt): a
 * finished tap or click, a key, a scroll (of the page or of any box in it, hence the capture
 * phase), a wheel turn or a swipe. A finished click, not its pointerdown: a banner appearing
 * under a finger still on the screen would take the tap's click from the page.
 */
const ENGAGEMENT_EVENTS = ['click', 'keydown', 'scroll', 'wheel', 'touchmove'] as const;

/**
 * Whether the viewer has engaged with `target` since this store was made: once true, true for
 * the rest of the page's life (its in-app navigations too). Listens only until then.
 */
export function engagementStore(target: Pick<Window, 'addEventListener' | 'removeEventListener'>) {
  let engaged = false;
  const listeners = new Set<() => void>();
  const options = { capture: true, passive: true } as const;
  const onEngage = () => {
    engaged = true;
    for (const event of ENGAGEMENT_EVENTS) target.removeEventListener(event, onEngage, options);
    for (const listener of [...listeners]) listener();
  };
  for (const event of ENGAGEMENT_EVENTS) target.addEventListener(event, onEngage, options);
  return {
    engaged: (): boolean => engaged,
    /** Calls `listener` once the viewer engages (useSyncExternalStore's subscribe). */
    watch(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's own, from the moment the PWA layer's code arrives: the install prompt waits for it. */
export const pageEngagement = engagementStore(window);

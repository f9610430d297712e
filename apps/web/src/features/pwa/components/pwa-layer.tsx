import { PAGE_ROUTES } from '@app/contract';
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { pageEngagement } from '../lib/engagement';
import { followLocaleWithManifest } from '../lib/manifest-link';
import { afterPageLoad, registerServiceWorker } from '../lib/register-service-worker';

// fetched once the viewer engages: a page's first load goes without it
const InstallPrompt = lazy(() =>
  import('./install-prompt').then((m) => ({ default: m.InstallPrompt })),
);

const notEngaged = () => false;

/**
 * The installable app's part of every page, loaded lazily by the layout: registers the service
 * worker once the page has loaded, keeps the manifest in the page's language, and shows the
 * install prompt where the page allows it, once the viewer has engaged with the page (a tap, a
 * key, a scroll: lib/engagement.ts), never on arrival over what the page paints first
 * (docs/product/pwa.md#install-prompt).
 */
export function PwaLayer({ promptAllowed }: { promptAllowed: boolean }) {
  const { pathname } = useLocation();
  const registering = useRef(false);
  const engaged = useSyncExternalStore(pageEngagement.watch, pageEngagement.engaged, notEngaged);
  // not while the player page buffers: the worker's first download (the whole build) would
  // share the connection with the stream and lower the player's first bandwidth estimate; it
  // registers on the next page instead
  const registerHere = pathname !== PAGE_ROUTES.play;
  useEffect(() => {
    if (!registerHere || registering.current) return;
    registering.current = true;
    afterPageLoad(() => void registerServiceWorker());
  }, [registerHere]);
  useEffect(followLocaleWithManifest, []);
  return promptAllowed && engaged ? (
    <Suspense>
      <InstallPrompt />
    </Suspense>
  ) : null;
}

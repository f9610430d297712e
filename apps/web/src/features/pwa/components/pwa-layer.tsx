import { PAGE_ROUTES } from '@app/contract';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { followLocaleWithManifest } from '../lib/manifest-link';
import { afterPageLoad, registerServiceWorker } from '../lib/register-service-worker';
import { InstallPrompt } from './install-prompt';

/**
 * The installable app's part of every page, loaded lazily by the layout: registers the service
 * worker once the page has loaded, keeps the manifest in the page's language, and shows the
 * install prompt where the page allows it.
 */
export function PwaLayer({ promptAllowed }: { promptAllowed: boolean }) {
  const { pathname } = useLocation();
  const registering = useRef(false);
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
  return promptAllowed ? <InstallPrompt /> : null;
}

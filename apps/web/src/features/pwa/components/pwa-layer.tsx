import { useEffect } from 'react';
import { afterPageLoad, registerServiceWorker } from '../lib/register-service-worker';
import { InstallPrompt } from './install-prompt';

/**
 * The installable app's part of every page, loaded lazily by the layout: registers the service
 * worker once the page has loaded, and shows the install prompt where the page allows it.
 */
export function PwaLayer({ promptAllowed }: { promptAllowed: boolean }) {
  useEffect(() => afterPageLoad(() => void registerServiceWorker()), []);
  return promptAllowed ? <InstallPrompt /> : null;
}

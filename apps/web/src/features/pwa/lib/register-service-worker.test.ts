import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterPageLoad,
  registerServiceWorker,
  SERVICE_WORKER_URL,
} from './register-service-worker';

const container = (register: ServiceWorkerContainer['register']) =>
  ({ register }) as unknown as ServiceWorkerContainer;

describe('registering the service worker', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('registers /sw.js for the whole site, its script never taken from the HTTP cache', async () => {
    vi.stubEnv('PROD', true);
    const registration = {} as ServiceWorkerRegistration;
    const register = vi.fn(() => Promise.resolve(registration));
    await expect(registerServiceWorker(container(register))).resolves.toBe(registration);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, {
      scope: '/',
      updateViaCache: 'none',
    });
  });

  it('leaves the app working when the browser refuses the worker', async () => {
    vi.stubEnv('PROD', true);
    const register = vi.fn(() => Promise.reject(new Error('SecurityError')));
    await expect(registerServiceWorker(container(register))).resolves.toBeUndefined();
    await expect(registerServiceWorker(undefined)).resolves.toBeUndefined();
  });

  it('registers nothing under the Vite dev server, which builds no worker', async () => {
    vi.stubEnv('PROD', false);
    const register = vi.fn();
    await registerServiceWorker(container(register));
    expect(register).not.toHaveBeenCalled();
  });

  it('waits for the page’s load event, or runs at once after it', () => {
    const run = vi.fn();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    afterPageLoad(run);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(run).toHaveBeenCalledTimes(1);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    afterPageLoad(run);
    expect(run).toHaveBeenCalledTimes(2);
  });
});

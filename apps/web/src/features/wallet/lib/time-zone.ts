import { formatMonthDayTime } from '@app/contract';
import { useEffect, useState } from 'react';
import { activeLocale } from '../../../i18n/locale-store';
import { yieldToMain } from '../../../lib/yield-to-main';

/** The viewer's zone once read: undefined inside when the runtime names none (UTC then). */
export type KnownTimeZone = { zone: string | undefined };

// Reading the zone is the page's first use of Intl: ICU loads its data then, 40–90 ms of main
// thread at 4× CPU (Lighthouse's mobile). A worker reads it on a thread of its own; the page
// thread only starts it. A blob URL: the CSP's worker-src allows blob:, and no file is fetched.
const ZONE_WORKER_SCRIPT = 'postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone)';
/** A worker that has not answered by then (a very busy machine) gives way to the page's own read. */
const WORKER_TIMEOUT_MS = 2000;

let reading: Promise<string | undefined> | undefined;
let known: KnownTimeZone | undefined;

const readHere = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

function readInWorker(): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(new Blob([ZONE_WORKER_SCRIPT], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const end = () => {
      clearTimeout(timer);
      worker.terminate();
      URL.revokeObjectURL(url);
    };
    const timer = setTimeout(() => {
      end();
      reject(new Error('the time zone worker did not answer'));
    }, WORKER_TIMEOUT_MS);
    worker.onmessage = (event: MessageEvent<unknown>) => {
      end();
      resolve(typeof event.data === 'string' && event.data !== '' ? event.data : undefined);
    };
    worker.onerror = () => {
      end();
      reject(new Error('the time zone worker failed'));
    };
  });
}

/** The page's own read, in a task of its own: where there is no worker, or it failed. */
const readLater = () => yieldToMain().then(readHere);

/**
 * The viewer's IANA time zone: the server counts check-in days in it (UTC when unknown). Read
 * once a page, in a worker where there is one; /rewards starts it while its code downloads
 * (warm-rewards-page.ts).
 */
export function viewerTimeZone(): Promise<string | undefined> {
  reading ??= (typeof Worker === 'function' ? readInWorker().catch(readLater) : readLater()).then(
    (zone) => {
      known = { zone };
      return zone;
    },
  );
  return reading;
}

/** The viewer's zone: undefined until it is read (then the page renders again). */
export function useViewerTimeZone(): KnownTimeZone | undefined {
  const [state, setState] = useState(known);
  useEffect(() => {
    if (state !== undefined) return;
    let live = true;
    void viewerTimeZone().then((zone) => {
      if (live) setState({ zone });
    });
    return () => {
      live = false;
    };
  }, [state]);
  return state;
}

/**
 * "Nov 28, 12:00 AM" in the viewer's zone (the runtime's own, which the worker read): when the
 * next check-in counts. English without Intl (the contract's formatMonthDayTime).
 */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatMonthDayTime(date, activeLocale());
}

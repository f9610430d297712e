/** What the share button does in this browser, and its outcome (docs/product/play.md#share). */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

type ShareNavigator = Pick<Navigator, 'share' | 'canShare' | 'clipboard'>;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** A page path of this app as a link another browser can open. */
export const absoluteLink = (path: string, origin = window.location.origin): string =>
  new URL(path, origin).href;

/**
 * The Web Share API where the browser has it (phones, Safari, Chromium on Windows and ChromeOS),
 * copying the link elsewhere. The viewer closing the share sheet is not a failure.
 */
export async function shareLink(
  { url, title }: { url: string; title: string },
  nav: ShareNavigator = navigator,
): Promise<ShareOutcome> {
  const data = { url, title };
  if (typeof nav.share === 'function' && (nav.canShare?.(data) ?? true)) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      // NotAllowedError (no user activation left) and the like: copying still works
    }
  }
  try {
    await nav.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

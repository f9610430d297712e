/**
 * Report an ad event to its GET tracking pixel (a banner's impression or click). keepalive:
 * the report survives the navigation a click starts. Failures are the ad server's concern.
 */
export function fireAdPixel(url: string): void {
  void fetch(url, { keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}

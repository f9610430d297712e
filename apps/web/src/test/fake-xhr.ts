import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest (jsdom's would try the network): tests see each request made
 * and answer it by hand. `install()` replaces the global for one test (vitest unstubs globals).
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];

  static install(): typeof FakeXhr.requests {
    FakeXhr.requests = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    return FakeXhr.requests;
  }

  /** The latest request. */
  static last(): FakeXhr {
    const last = FakeXhr.requests.at(-1);
    if (!last) throw new Error('no XMLHttpRequest was made');
    return last;
  }

  method = '';
  url = '';
  body: Document | XMLHttpRequestBodyInit | null = null;
  headers: Record<string, string> = {};
  timeout = 0;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  responseHeaders: Record<string, string> = {};

  send(body: Document | XMLHttpRequestBodyInit | null = null) {
    this.body = body;
    FakeXhr.requests.push(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The form's entries as [name, text or file name] pairs, in order. */
  formEntries(): [string, string][] {
    if (!(this.body instanceof FormData)) throw new Error('the body is not a form');
    return [...this.body.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : value.name,
    ]);
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, responseText = '', headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = responseText;
    this.responseHeaders = Object.fromEntries(
      Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    this.onload?.();
  }

  failNetwork() {
    this.onerror?.();
  }

  timeOut() {
    this.ontimeout?.();
  }
}

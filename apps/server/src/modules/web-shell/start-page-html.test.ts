import { describe, expect, it } from 'vitest';
import { StartPageHtml } from './start-page-html';

const html = (n: number) => `<html><head></head><body><p>page ${n}</p></body></html>`;
const DEFERRED = { modules: ['/assets/app.js'], styles: [] };

describe('StartPageHtml', () => {
  it('keeps the pages served most recently when it is full, one page out at a time', () => {
    const start = new StartPageHtml();
    const first = start.render(html(0), DEFERRED);
    const second = start.render(html(1), DEFERRED);
    for (let n = 2; n < 64; n++) start.render(html(n), DEFERRED);
    // served again: the same bytes (their compressed copies with them), now the most recent
    expect(start.render(html(0), DEFERRED)).toBe(first);
    // a 65th page: the least recently served (page 1) goes, nothing else
    start.render(html(64), DEFERRED);
    expect(start.render(html(0), DEFERRED)).toBe(first);
    expect(start.render(html(2), DEFERRED)).toBe(start.render(html(2), DEFERRED));
    const again = start.render(html(1), DEFERRED);
    expect(again).not.toBe(second);
    expect(again?.toString()).toBe(second?.toString());
  });
});

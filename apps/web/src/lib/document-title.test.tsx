import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentTitle } from './document-title';

const headTitles = () => [...document.head.querySelectorAll('title')].map((t) => t.textContent);

describe('DocumentTitle', () => {
  afterEach(() => document.head.querySelectorAll('title').forEach((title) => title.remove()));

  it("titles the document from <head> over the page's own title, and gives it back", () => {
    document.head.append(Object.assign(document.createElement('title'), { text: 'ReelForge' }));
    const { rerender, unmount, container } = render(<DocumentTitle>Rankings</DocumentTitle>);
    expect(document.title).toBe('Rankings');
    expect(headTitles()).toEqual(['Rankings', 'ReelForge']);
    expect(container.querySelector('title')).toBeNull();

    rerender(<DocumentTitle>Rankings · Weekly</DocumentTitle>);
    expect(headTitles()).toEqual(['Rankings · Weekly', 'ReelForge']);

    unmount();
    expect(document.title).toBe('ReelForge');
    expect(headTitles()).toEqual(['ReelForge']);
  });

  it('lets the latest page title the document, the earlier one back when it goes', () => {
    const { rerender } = render(<DocumentTitle>Series</DocumentTitle>);
    rerender(
      <>
        <DocumentTitle>Series</DocumentTitle>
        <DocumentTitle>Episode 2</DocumentTitle>
      </>,
    );
    expect(document.title).toBe('Episode 2');
    rerender(<DocumentTitle>Series</DocumentTitle>);
    expect(document.title).toBe('Series');
  });
});

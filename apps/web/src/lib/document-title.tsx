import { useLayoutEffect, useRef } from 'react';

/**
 * The document's title while this is rendered: a `<title>` of its own in `<head>`, before the
 * page's, removed when it unmounts. Rendered in place, a `<title>` would stay in the body, where
 * the browser ignores it (Preact does not hoist it to `<head>` as React 19 does).
 */
export function DocumentTitle({ children }: { children: string }) {
  const element = useRef<HTMLTitleElement>(null);
  useLayoutEffect(() => {
    const title = document.createElement('title');
    element.current = title;
    // the latest page's title comes first, so it is the document's
    document.head.insertBefore(title, document.head.querySelector('title'));
    return () => title.remove();
  }, []);
  useLayoutEffect(() => {
    if (element.current) element.current.textContent = children;
  }, [children]);
  return null;
}

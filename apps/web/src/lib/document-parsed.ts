/**
 * Resolves once the document has been parsed: the entry and its early chunks run `async` (as
 * soon as they arrive), while the document may still be parsing.
 */
export const documentParsed = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState !== 'loading') resolve();
    else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });

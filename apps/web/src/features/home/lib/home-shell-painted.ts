/**
 * Resolves once the server-rendered home shell's hero image (home-shell.ts) has loaded, or
 * after `budgetMs`, or at once without a shell. The app's first render replaces the shell: if
 * it came first, the image would be shown only by the app, after its JavaScript, and the early
 * paint the shell exists for would be lost.
 */
export function homeShellPainted(root: HTMLElement, budgetMs: number): Promise<void> {
  const image = root.querySelector('img');
  if (image === null || image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
    setTimeout(done, budgetMs);
  });
}

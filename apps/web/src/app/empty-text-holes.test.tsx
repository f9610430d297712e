import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// the test setup loads ./empty-text-holes, as the app's boot does

function Page({ poster }: { poster: string }) {
  return (
    <article>
      <h1>Title</h1>
      {poster && <div className="backdrop">{poster}</div>}
      <div className="content">
        <button type="button">Play</button>
      </div>
      <>
        {poster && <p>{poster}</p>}
        <p>facts</p>
      </>
    </article>
  );
}

describe('an empty string among the children', () => {
  it('is a hole: what follows stays when it turns into an element', () => {
    const { container, rerender } = render(<Page poster="" />);
    const button = container.querySelector('button');
    const facts = container.querySelectorAll('p')[0];
    rerender(<Page poster="poster.webp" />);
    expect(container.querySelector('button')).toBe(button);
    expect(container.querySelectorAll('p')[1]).toBe(facts);
    expect(container.querySelector('.backdrop')?.textContent).toBe('poster.webp');
    rerender(<Page poster="" />);
    expect(container.querySelector('button')).toBe(button);
    expect(container.querySelector('.backdrop')).toBeNull();
  });
});

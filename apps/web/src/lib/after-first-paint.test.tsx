import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  it('leaves its children out of the first render and mounts them in a later task', async () => {
    render(
      <>
        <p>above</p>
        <AfterFirstPaint>
          <p>below</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByText('above')).toBeTruthy();
    expect(screen.queryByText('below')).toBeNull();
    expect(await screen.findByText('below')).toBeTruthy();
  });

  it('mounts nothing once unmounted before its task', async () => {
    const { unmount, container } = render(
      <AfterFirstPaint>
        <p>below</p>
      </AfterFirstPaint>,
    );
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container.innerHTML).toBe('');
  });
});

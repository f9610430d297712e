import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>;

describe('preloadableLazy', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    const { Component, preload } = preloadableLazy(() => Promise.resolve(Greeting));
    await preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('hello Ada')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends until its code arrives when not preloaded', async () => {
    const { Component } = preloadableLazy(() => Promise.resolve(Greeting));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="Lin" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('hello Lin')).toBeTruthy();
  });

  it('tries again after a failed download', async () => {
    let calls = 0;
    const { preload, Component } = preloadableLazy(() =>
      ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting),
    );
    await preload();
    await preload();
    expect(calls).toBe(2);
    render(<Component name="Bo" />);
    expect(screen.getByText('hello Bo')).toBeTruthy();
  });
});

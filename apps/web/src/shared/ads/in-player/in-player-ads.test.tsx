import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaEvent, setMedia, stubMediaMethods } from '../../../test/fake-media';
import type { VastAdVideoProps } from '../vast-ad-video';
import { InPlayerAds } from './in-player-ads';

// the VAST video has its own tests: here a stand-in that can end the ad
vi.mock('../ad-video', () => ({
  AdVideo: ({ onDone }: VastAdVideoProps) => (
    <button type="button" onClick={() => onDone?.('complete')}>
      end of ad
    </button>
  ),
}));

function Player(props: { enabled?: boolean; midrolls?: number[] }) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  return (
    <div className="relative">
      <video ref={setVideo} />
      <InPlayerAds video={video} {...props} />
    </div>
  );
}

const renderPlayer = (props: { enabled?: boolean; midrolls?: number[] } = {}) => {
  const view = render(<Player {...props} />);
  return { ...view, video: view.container.querySelector('video')! };
};

const ad = () => screen.queryByRole('dialog', { name: 'Advertisement' });
const skipButton = () => screen.getByRole('button', { name: /Skip/ }) as HTMLButtonElement;
const tick = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

let media: ReturnType<typeof stubMediaMethods>;
beforeEach(() => {
  vi.useFakeTimers();
  media = stubMediaMethods();
});
afterEach(() => vi.useRealTimers());

describe('InPlayerAds', () => {
  it('shows a pre-roll on the first play under 5 s, pausing the content', () => {
    const { video } = renderPlayer();
    act(() => void video.play());

    expect(ad()).not.toBeNull();
    expect(video.paused).toBe(true);
    expect(screen.getByRole('timer').textContent).toBe('Ad · 30s');
  });

  it('offers Skip after 5 s; skipping resumes the content', () => {
    const { video } = renderPlayer();
    act(() => void video.play());

    expect(skipButton().disabled).toBe(true);
    expect(skipButton().textContent).toBe('Skip in 5');
    tick(4);
    expect(skipButton().textContent).toBe('Skip in 1');
    expect(skipButton().disabled).toBe(true);
    tick(1);
    expect(skipButton().textContent).toBe('Skip Ad');
    expect(skipButton().disabled).toBe(false);

    fireEvent.click(skipButton());
    expect(ad()).toBeNull();
    expect(media.play).toHaveBeenCalledTimes(2);
    expect(video.paused).toBe(false);
  });

  it('ends by itself after the 30 s countdown and resumes', () => {
    const { video } = renderPlayer();
    act(() => void video.play());
    tick(29);
    expect(ad()).not.toBeNull();
    tick(1);
    expect(ad()).toBeNull();
    expect(video.paused).toBe(false);
  });

  it('ends when the ad video ends', () => {
    const { video } = renderPlayer();
    act(() => void video.play());
    fireEvent.click(screen.getByRole('button', { name: 'end of ad' }));
    expect(ad()).toBeNull();
    expect(video.paused).toBe(false);
  });

  it('shows no pre-roll when the first play starts at 5 s or later', () => {
    const { video } = renderPlayer();
    setMedia(video, { currentTime: 5 });
    act(() => void video.play());
    expect(ad()).toBeNull();
  });

  it('runs each mid-roll once, within 1 s of its mark', () => {
    const { video } = renderPlayer({ midrolls: [20, 40] });
    setMedia(video, { currentTime: 6 });
    act(() => void video.play());
    expect(ad()).toBeNull();

    mediaEvent(video, ['timeupdate'], { currentTime: 19.5 });
    expect(ad()).toBeNull();
    mediaEvent(video, ['timeupdate'], { currentTime: 20.4 });
    expect(ad()).not.toBeNull();
    expect(video.paused).toBe(true);
    tick(5);
    fireEvent.click(skipButton());
    expect(video.paused).toBe(false);

    // back before the mark and over it again: that mid-roll has run
    mediaEvent(video, ['timeupdate'], { currentTime: 20.2 });
    expect(ad()).toBeNull();
    // past a mark by more than 1 s (a seek): no ad
    mediaEvent(video, ['timeupdate'], { currentTime: 41.5 });
    expect(ad()).toBeNull();
  });

  it('uses the 300 s and 600 s marks by default', () => {
    const { video } = renderPlayer();
    setMedia(video, { currentTime: 10 });
    act(() => void video.play());
    mediaEvent(video, ['timeupdate'], { currentTime: 300.5 });
    expect(ad()).not.toBeNull();
  });

  it('leaves a paused content paused after a mid-roll', () => {
    const { video } = renderPlayer({ midrolls: [20] });
    setMedia(video, { currentTime: 10 });
    act(() => void video.play());
    act(() => video.pause());
    mediaEvent(video, ['timeupdate'], { currentTime: 20.1 });
    expect(ad()).not.toBeNull();
    tick(30);
    expect(ad()).toBeNull();
    expect(video.paused).toBe(true);
  });

  it('shows nothing when switched off', () => {
    const { video } = renderPlayer({ enabled: false, midrolls: [20] });
    act(() => void video.play());
    mediaEvent(video, ['timeupdate'], { currentTime: 20.1 });
    expect(ad()).toBeNull();
    expect(video.paused).toBe(false);
  });
});

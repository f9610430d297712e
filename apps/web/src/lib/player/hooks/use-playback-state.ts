import { useEffect, useState } from 'react';
import { bufferedEnd } from '../lib/time';

export type PlaybackState = {
  paused: boolean;
  ended: boolean;
  /** No frame yet for the current source. */
  loading: boolean;
  /** Stalled mid-play, waiting for data (`waiting`). */
  buffering: boolean;
  seeking: boolean;
  currentTime: number;
  /** NaN until the metadata is known. */
  duration: number;
  bufferedEnd: number;
  volume: number;
  muted: boolean;
};

export const INITIAL_PLAYBACK_STATE: PlaybackState = {
  paused: true,
  ended: false,
  loading: true,
  buffering: false,
  seeking: false,
  currentTime: 0,
  duration: Number.NaN,
  bufferedEnd: 0,
  volume: 1,
  muted: false,
};

const EVENTS = [
  'loadstart',
  'emptied',
  'loadedmetadata',
  'loadeddata',
  'canplay',
  'play',
  'playing',
  'pause',
  'ended',
  'waiting',
  'seeking',
  'seeked',
  'timeupdate',
  'durationchange',
  'progress',
  'volumechange',
  'error',
] as const;

/** HTMLMediaElement.HAVE_CURRENT_DATA */
const HAVE_CURRENT_DATA = 2;

function next(previous: PlaybackState, video: HTMLVideoElement, type: string): PlaybackState {
  let { loading, buffering } = previous;
  switch (type) {
    case 'loadstart':
    case 'emptied':
      loading = true;
      buffering = false;
      break;
    case 'loadeddata':
    case 'canplay':
    case 'playing':
    case 'error':
      loading = false;
      buffering = false;
      break;
    case 'waiting':
      buffering = true;
      break;
    case 'pause':
    case 'ended':
    case 'seeked':
      buffering = false;
      break;
  }
  if (video.readyState >= HAVE_CURRENT_DATA) loading = false;
  return {
    paused: video.paused,
    ended: video.ended,
    loading,
    buffering,
    seeking: video.seeking,
    currentTime: video.currentTime,
    duration: video.duration,
    bufferedEnd: bufferedEnd(video.buffered, video.currentTime),
    volume: video.volume,
    muted: video.muted,
  };
}

/** The <video>'s state as React state, kept in step by its media events. */
export function usePlaybackState(video: HTMLVideoElement | null): PlaybackState {
  const [state, setState] = useState<PlaybackState>(INITIAL_PLAYBACK_STATE);
  // a new element starts from its own state: one the early start of /play already loaded or
  // plays is not shown as paused until its next event (React's "adjust state on a prop change")
  const [tracked, setTracked] = useState<HTMLVideoElement | null>(null);
  if (tracked !== video) {
    setTracked(video);
    setState(video ? next(INITIAL_PLAYBACK_STATE, video, 'attach') : INITIAL_PLAYBACK_STATE);
  }

  useEffect(() => {
    if (video === null) return;
    const onEvent = (event: Event) => setState((previous) => next(previous, video, event.type));
    for (const type of EVENTS) video.addEventListener(type, onEvent);
    return () => {
      for (const type of EVENTS) video.removeEventListener(type, onEvent);
    };
  }, [video]);

  return state;
}

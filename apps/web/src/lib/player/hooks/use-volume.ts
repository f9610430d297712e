import { useCallback } from 'react';
import { setVolume, stepVolume, toggleMute, type VolumeState } from '../lib/volume';

const apply = (video: HTMLVideoElement, state: VolumeState) => {
  video.volume = state.volume;
  video.muted = state.muted;
};

/** Volume commands on the element; the element's `volumechange` feeds the displayed state. */
export function useVolume(video: HTMLVideoElement | null) {
  const read = (element: HTMLVideoElement): VolumeState => ({
    volume: element.volume,
    muted: element.muted,
  });

  const changeVolume = useCallback(
    (volume: number) => {
      if (video) apply(video, setVolume(volume));
    },
    [video],
  );
  const step = useCallback(
    (steps: number) => {
      if (video) apply(video, stepVolume(read(video), steps));
    },
    [video],
  );
  const toggle = useCallback(() => {
    if (video) apply(video, toggleMute(read(video)));
  }, [video]);

  return { changeVolume, stepVolume: step, toggleMute: toggle };
}

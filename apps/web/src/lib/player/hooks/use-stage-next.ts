import { useEffect, useState } from 'react';
import { NextStage } from '../lib/next-stage';

/** How close to the end the next source is loaded ahead. */
export const STAGE_LEAD_SECONDS = 10;

export const isNearEnd = (currentTime: number, duration: number): boolean =>
  Number.isFinite(duration) && duration > 0 && duration - currentTime <= STAGE_LEAD_SECONDS;

/** The player's stage for its next source, emptied when the player goes. */
export function useNextStage(): NextStage {
  const [stage] = useState(() => new NextStage());
  useEffect(() => () => stage.discard(), [stage]);
  return stage;
}

/**
 * Near the end of `video`'s source, load `nextSrc` ahead on `stage` (only then: a viewer who
 * stops early downloads nothing of it). Moving away from the end, or another next, drops it.
 */
export function useStageNext(
  stage: NextStage,
  video: HTMLVideoElement | null,
  nextSrc: string | undefined,
  nearEnd: boolean,
) {
  useEffect(() => {
    if (video === null || nextSrc === undefined || !nearEnd) return;
    stage.prepare(nextSrc, video);
    return () => stage.discard();
  }, [stage, video, nextSrc, nearEnd]);
}

import { useCallback, useState } from 'react';
import { adPoints, dueAd, seekPullback, type AdKind } from './ad-schedule';

export type AdGateOptions = {
  /** One episode view: a new key (another episode) starts with no ad shown. */
  viewKey: string;
  kind: AdKind;
  /** The viewer has no access: ads show (docs/product/play.md#ad-gate). */
  enabled: boolean;
  /** Access is still being checked: playback waits rather than start under an ad. */
  checking: boolean;
};

export type AdGate = {
  /** The ad number on screen (1-based), or null. */
  adNumber: number | null;
  /** The player must stay paused and ignore the viewer's controls. */
  hold: boolean;
  /** For the player's onTimeUpdate: opens an ad when playback reaches its point. */
  onTimeUpdate: (time: number, duration: number) => void;
  /** For the player's onSeekRequest: where a seek may land (pulled back before an ad). */
  onSeekRequest: (from: number, to: number) => number;
  /** Continue: the ad counts as shown and playback may go on. */
  close: () => void;
};

type State = {
  viewKey: string;
  duration: number;
  /** Indices of the ads shown in this view. */
  shown: readonly number[];
  /** The ad on screen, latched: it stays until Continue whatever the time does. */
  open: number | null;
  /** The point whose trigger window playback is in, shown or not: changes a few times a view. */
  inWindow: number | null;
};

const startOf = (viewKey: string, kind: AdKind): State => ({
  viewKey,
  duration: Number.NaN,
  shown: [],
  open: null,
  inWindow: dueAd(adPoints(kind, Number.NaN), [], 0),
});

/**
 * The play page's ad schedule for viewers without access: which ad is open, when the player
 * must hold, and where seeks may land. Re-renders only when an ad opens or closes, or when
 * playback enters or leaves a trigger window, not on every timeupdate.
 */
export function useAdGate({ viewKey, kind, enabled, checking }: AdGateOptions): AdGate {
  const [state, setState] = useState<State>(() => startOf(viewKey, kind));
  const current = state.viewKey === viewKey ? state : startOf(viewKey, kind);
  // a new episode view starts over (React's "adjust state on prop change" pattern)
  if (current !== state) setState(current);

  const onTimeUpdate = useCallback(
    (time: number, duration: number) =>
      setState((previous) => {
        const points = adPoints(kind, duration);
        const inWindow = dueAd(points, [], time);
        const opens =
          enabled && previous.open === null ? dueAd(points, previous.shown, time) : null;
        const sameDuration =
          previous.duration === duration ||
          (Number.isNaN(previous.duration) && Number.isNaN(duration));
        if (inWindow === previous.inWindow && opens === null && sameDuration) return previous;
        return { ...previous, duration, inWindow, open: opens ?? previous.open };
      }),
    [enabled, kind],
  );

  const onSeekRequest = useCallback(
    (from: number, to: number) => {
      if (!enabled) return to;
      const pull = seekPullback(adPoints(kind, current.duration), current.shown, from, to);
      if (pull === null) return to;
      setState((previous) => ({ ...previous, open: pull.index }));
      return pull.target;
    },
    [enabled, kind, current.duration, current.shown],
  );

  // the ad at the start opens before any timeupdate: playback is held at 0 meanwhile
  const open = !enabled
    ? null
    : (current.open ??
      (current.inWindow !== null && !current.shown.includes(current.inWindow)
        ? current.inWindow
        : null));

  const close = useCallback(() => {
    if (open === null) return;
    setState((previous) => ({ ...previous, open: null, shown: [...previous.shown, open] }));
  }, [open]);

  return {
    adNumber: open === null ? null : open + 1,
    hold: open !== null || checking,
    onTimeUpdate,
    onSeekRequest,
    close,
  };
}

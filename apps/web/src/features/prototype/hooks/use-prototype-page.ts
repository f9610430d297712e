import { PROTOTYPE_TEXTS, type Series } from '@app/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useAccess } from '../../../shared/access/use-access';
import { useDemoSeries } from '../api/get-demo-series';
import { PROTOTYPE_PARAMS, selectedEpisode, standInFor, videoUrlParam } from '../lib/prototype-url';
import { isSelectable, SAMPLE_SERIES } from '../lib/sample-series';

// a protected episode's media answer 403 without a playback grant: only the others stand in
const byNumber = (series: Series | null | undefined) =>
  (series?.episodes ?? [])
    .filter((episode) => !episode.isLocked)
    .sort((a, b) => a.episodeNumber - b.episodeNumber);

/**
 * What every prototype layout shows: the sample series, the episode chosen in the URL
 * (`?episode=`, pushed to history so back returns to the previous one), and the player's
 * source: `url=` when it is one we play, else the demo catalogue's episodes taking turns.
 */
export function usePrototypePage() {
  const [params, setParams] = useSearchParams();
  const episode = selectedEpisode(params.get(PROTOTYPE_PARAMS.episode), SAMPLE_SERIES.episodes);
  const urlSource = videoUrlParam(params.get(PROTOTYPE_PARAMS.url), window.location.origin);

  const demo = useDemoSeries();
  const demoSeries = demo.data ?? null;
  const demoEpisodes = byNumber(demoSeries);
  const standIn = standInFor(episode.number, demoEpisodes);
  // ads are picked for the catalogue series on screen; a `url=` video is none of them
  const contentId = urlSource === null ? demoSeries?.id : undefined;
  const access = useAccess(contentId);

  const choose = useCallback(
    (episodeNumber: number) => {
      const wanted = SAMPLE_SERIES.episodes.find((e) => e.number === episodeNumber);
      if (wanted === undefined || !isSelectable(wanted)) return;
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set(PROTOTYPE_PARAMS.episode, String(episodeNumber));
        return next;
      });
    },
    [setParams],
  );

  const poster = demoSeries?.thumbnail ?? '';
  return {
    series: SAMPLE_SERIES,
    episode,
    choose,
    /** The sample's poster: the demo series' own, or none (a placeholder shows). */
    poster,
    /** A card's picture for sample episode n. */
    thumbnailFor: (n: number) => standInFor(n, demoEpisodes)?.thumbnail || poster,
    player: {
      src: urlSource ?? standIn?.videoUrl ?? null,
      episodeNumber: episode.number,
      poster: urlSource === null ? standIn?.thumbnail : undefined,
      contentId,
      // guests and viewers without access; a signed-in viewer's answer may still be on its way
      adsEnabled: access.state === 'none',
      placeholder: demo.isPending ? PROTOTYPE_TEXTS.loadingVideo : PROTOTYPE_TEXTS.noVideo,
    },
  };
}

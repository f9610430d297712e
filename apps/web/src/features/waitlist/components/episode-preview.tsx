import { LANDING_TEXTS } from '@app/contract';

/** Three vertical "episodes" in CSS gradients: what the product looks like, with no image to load. */
const EPISODES = [
  { episode: 1, gradient: 'from-rose-500 via-fuchsia-700 to-indigo-950', tilt: '-rotate-6' },
  {
    episode: 2,
    gradient: 'from-amber-400 via-red-600 to-rose-950',
    tilt: 'z-10 -translate-y-3',
  },
  { episode: 3, gradient: 'from-cyan-400 via-blue-700 to-slate-950', tilt: 'rotate-6' },
] as const;

/** Decorative: the pitch beside it says what it shows. */
export function EpisodePreview({ label }: { label: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className="flex items-end justify-center gap-3 pt-4 sm:justify-start md:gap-4"
    >
      {EPISODES.map(({ episode, gradient, tilt }) => (
        <div
          key={episode}
          className={`relative aspect-[9/16] w-24 shrink-0 overflow-hidden rounded-2xl bg-gradient-to-b shadow-2xl shadow-black/60 ring-1 ring-white/15 md:w-32 ${gradient} ${tilt}`}
        >
          <div className="absolute inset-x-0 bottom-0 h-1/2 bg-gradient-to-t from-black/80 to-transparent" />
          <span className="absolute top-2 start-2 rounded-md bg-black/45 px-1.5 py-0.5 text-[0.625rem] font-bold text-white">
            {LANDING_TEXTS.previewEpisode(episode)}
          </span>
          <svg
            viewBox="0 0 24 24"
            className="absolute top-1/2 left-1/2 size-8 -translate-x-1/2 -translate-y-1/2 fill-white/90 drop-shadow"
          >
            <path d="M8 5.5v13l11-6.5z" />
          </svg>
          <span className="absolute inset-x-2 bottom-3 grid gap-1">
            <span className="h-1.5 w-4/5 rounded-full bg-white/80" />
            <span className="h-1.5 w-1/2 rounded-full bg-white/45" />
          </span>
        </div>
      ))}
    </div>
  );
}

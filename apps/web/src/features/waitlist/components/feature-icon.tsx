// one icon per LANDING_TEXTS.features entry, in order: a phone, sparkles, a play button
const PATHS = [
  'M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5zM10.5 18.5h3',
  'M12 3l1.6 4.4L18 9l-4.4 1.6L12 15l-1.6-4.4L6 9l4.4-1.6zM18.5 14.5l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8zM5 15.5l.6 1.4 1.4.6-1.4.6L5 19.5l-.6-1.4L3 17.5l1.4-.6z',
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM10 8.5v7l5.5-3.5z',
] as const;

/** A feature card's icon; decorative (the card's heading says it). */
export function FeatureIcon({ index }: { index: number }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-10 place-items-center rounded-xl bg-accent/15 text-red-300 ring-1 ring-accent/30"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[index % PATHS.length]} />
      </svg>
    </span>
  );
}

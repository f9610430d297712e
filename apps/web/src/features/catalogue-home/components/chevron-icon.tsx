/**
 * A chevron towards the start or the end of the reading direction: drawn for LTR (start points
 * left) and mirrored under dir="rtl", where the start is on the right.
 */
export function ChevronIcon({ direction }: { direction: 'start' | 'end' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6 rtl:-scale-x-100"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={direction === 'start' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

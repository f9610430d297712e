/** A thin bar for a 0–100 value, with its value for assistive technology; green once done. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className="h-1.5 w-full overflow-hidden rounded-full bg-white/10"
    >
      <div
        className={`h-full rounded-full transition-[width] duration-300 ${
          clamped === 100 ? 'bg-emerald-500' : 'bg-accent'
        }`}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}

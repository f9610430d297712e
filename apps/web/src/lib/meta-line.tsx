import { Fragment } from 'react';

/** "2026 • English • 3 episodes": facts separated by dots the screen reader skips. */
export function MetaLine({
  parts,
  className,
}: {
  parts: readonly (string | number)[];
  className: string;
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 ${className}`}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <span aria-hidden="true" className="text-white/40">
              •
            </span>
          )}
          <span>{part}</span>
        </Fragment>
      ))}
    </p>
  );
}

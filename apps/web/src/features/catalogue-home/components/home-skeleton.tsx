import { PRODUCT_NAME, SHELL_TEXTS } from '@app/contract';

/** Same boxes as the loaded page, so nothing jumps when the data arrives. */
export function HomeSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-8 md:gap-10" aria-busy="true">
      <h1 className="sr-only">{PRODUCT_NAME}</h1>
      <p role="status" className="sr-only">
        {SHELL_TEXTS.loading}
      </p>
      <div
        aria-hidden="true"
        className="mx-[calc(var(--gutter)*-1)] mt-[calc(var(--gutter)*-1)] h-[min(74svh,600px)] min-h-[440px] animate-pulse bg-surface md:h-[520px] lg:h-[600px]"
      />
      <div aria-hidden="true" className="grid gap-3">
        <div className="h-6 w-40 rounded bg-surface" />
        <div className="flex gap-3 overflow-hidden md:gap-4">
          {Array.from({ length: 7 }, (_, i) => (
            <div
              key={i}
              className="aspect-2/3 w-[36vw] max-w-44 shrink-0 animate-pulse rounded-lg bg-surface md:w-44 lg:w-50"
            />
          ))}
        </div>
      </div>
    </div>
  );
}

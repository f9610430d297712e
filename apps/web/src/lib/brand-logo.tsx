import { PAGE_ROUTES, PRODUCT_NAME, SHELL_TEXTS } from '@app/contract';
import { Link } from 'react-router';
import { BRAND_MARK_PATH, BRAND_MARK_VIEWBOX } from './brand-mark';
import { focusRing } from '../components/ui/focus-ring';

/** The product's mark and name, linking home: the header and the pages without it share it. */
export function BrandLogo({ className = '' }: { className?: string }) {
  return (
    <Link
      to={PAGE_ROUTES.home}
      aria-label={SHELL_TEXTS.header.brandHome(PRODUCT_NAME)}
      className={`inline-flex shrink-0 items-center gap-2 rounded-md text-lg font-extrabold tracking-tight text-white ${focusRing} md:text-xl ${className}`}
    >
      <span
        aria-hidden="true"
        className="grid size-7 place-items-center rounded-lg bg-accent shadow-lg shadow-accent/30"
      >
        <svg viewBox={BRAND_MARK_VIEWBOX} className="size-3.5 fill-white">
          <path d={BRAND_MARK_PATH} />
        </svg>
      </span>
      {PRODUCT_NAME}
    </Link>
  );
}

import { PAGE_ROUTES, PRODUCT_NAME } from '@app/contract';
import { Link } from 'react-router';

/** The product's mark and name, linking home: the header and the pages without it share it. */
export function BrandLogo({ className = '' }: { className?: string }) {
  return (
    <Link
      to={PAGE_ROUTES.home}
      aria-label={`${PRODUCT_NAME} home`}
      className={`inline-flex shrink-0 items-center gap-2 rounded-md text-lg font-extrabold tracking-tight text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus md:text-xl ${className}`}
    >
      <span
        aria-hidden="true"
        className="grid size-7 place-items-center rounded-lg bg-accent shadow-lg shadow-accent/30"
      >
        <svg viewBox="0 0 24 24" className="size-3.5 fill-white">
          <path d="M8 5.5v13l11-6.5z" />
        </svg>
      </span>
      {PRODUCT_NAME}
    </Link>
  );
}

import { PRODUCT_NAME } from '@app/contract';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="page-message">
      <title>{`Page not found · ${PRODUCT_NAME}`}</title>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="button">
        Go Home
      </Link>
    </section>
  );
}

import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found';

/**
 * The router's last resort: a render error, or a route chunk that no longer exists after
 * a deploy. A full reload fetches the new entry and its chunks.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="page-message" role="alert">
      <h1>Something went wrong</h1>
      <p>Reload the page to try again.</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </section>
  );
}

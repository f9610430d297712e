import { PRODUCT_NAME } from '@app/contract';
import { Link, NavLink, Outlet, useNavigation } from 'react-router';

export function Header() {
  return (
    <header className="site-header">
      <Link to="/" className="logo" aria-label={`${PRODUCT_NAME} home`}>
        <span className="logo-mark" aria-hidden="true" />
        {PRODUCT_NAME}
      </Link>
      <nav aria-label="Main" className="site-nav">
        <NavLink to="/" end>
          Home
        </NavLink>
      </nav>
    </header>
  );
}

export function Layout() {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      {loading && <div className="route-progress" aria-hidden="true" />}
      <main id="main" className="site-main" aria-busy={loading || undefined}>
        <Outlet />
      </main>
    </>
  );
}

/** Shown in the outlet while the first route's code loads. */
export function RouteFallback() {
  return (
    <p role="status" className="page-status">
      Loading…
    </p>
  );
}

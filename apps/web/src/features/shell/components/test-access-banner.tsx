import { DEFAULT_TEST_ACCESS_CODE, SHELL_TEXTS } from '@app/contract';
import { useLocation } from 'react-router';

/** The `access` value that turns the banner on: set VITE_TEST_ACCESS_CODE at build time. */
export const testAccessCode = (): string =>
  import.meta.env.VITE_TEST_ACCESS_CODE || DEFAULT_TEST_ACCESS_CODE;

/** A yellow banner while ?access= carries the test value. */
export function TestAccessBanner() {
  const { search } = useLocation();
  if (new URLSearchParams(search).get('access') !== testAccessCode()) return null;
  return (
    <p className="bg-yellow-400 px-4 py-2 text-center text-sm font-semibold text-black">
      {SHELL_TEXTS.testAccess}
    </p>
  );
}

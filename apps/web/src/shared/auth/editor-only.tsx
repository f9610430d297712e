import { AUTH_TEXTS } from '@app/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInPath } from './next-path';
import { useAuth } from '../../lib/auth/session-store';

/**
 * Creator pages are for editors. A guest signs in first and comes back; a signed-in
 * viewer is told the page is not theirs. The server checks the role on every call too.
 */
export function EditorOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { pathname, search, hash } = useLocation();
  if (!auth.isAuthenticated) {
    return <Navigate to={signInPath(`${pathname}${search}${hash}`)} replace />;
  }
  if (auth.role !== 'editor') return <EditorRequired />;
  return children;
}

export function EditorRequired() {
  return (
    <p role="alert" className="mx-auto my-16 max-w-md text-center text-lg font-semibold">
      {AUTH_TEXTS.editorRequired}
    </p>
  );
}

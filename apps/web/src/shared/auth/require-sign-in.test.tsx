import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeAuthSession } from '../../test/fixtures';
import { useRequireSignIn } from './require-sign-in';
import { storeSession } from '../../lib/auth/session-store';

function LikeButton({ onAllowed }: { onAllowed: () => void }) {
  const requireSignIn = useRequireSignIn();
  return (
    <button type="button" onClick={() => requireSignIn() && onAllowed()}>
      Like
    </button>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`at ${pathname}${search}`}</p>;
}

function renderAt(url: string, onAllowed: () => void) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/video/:id" element={<LikeButton onAllowed={onAllowed} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useRequireSignIn', () => {
  it('sends a guest to /auth with the current page as next', () => {
    let allowed = false;
    renderAt('/video/neon-heirs?tab=comments', () => (allowed = true));

    fireEvent.click(screen.getByRole('button', { name: 'Like' }));

    expect(allowed).toBe(false);
    expect(screen.getByText('at /auth?next=%2Fvideo%2Fneon-heirs%3Ftab%3Dcomments')).toBeTruthy();
  });

  it('lets a signed-in user through without navigating', () => {
    storeSession(makeAuthSession());
    let allowed = false;
    renderAt('/video/neon-heirs', () => (allowed = true));

    fireEvent.click(screen.getByRole('button', { name: 'Like' }));

    expect(allowed).toBe(true);
    expect(screen.getByRole('button', { name: 'Like' })).toBeTruthy();
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { WAITLIST_EXPORT_TEXTS, waitlistCsvRoute } from '@app/contract';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../lib/auth/session-store';
import { makeAuthSession } from '../../test/fixtures';
import { jsonResponse, stubApi } from '../../test/stub-api';
import { WaitlistExportButton } from './waitlist-export-button';

const TEXT = WAITLIST_EXPORT_TEXTS;
const CSV = 'email,name,campaign,joined_at\r\nada@example.com,Ada,,2026-03-01T09:00:01.000Z\r\n';

describe('WaitlistExportButton', () => {
  it('fetches the CSV with the editor’s bearer and hands it to the browser as a download', async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    const requests = stubApi(
      () =>
        new Response(CSV, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="waitlist-2026-03-01.csv"',
          },
        }),
    );
    const blobs: Blob[] = [];
    // jsdom has no blob URLs: these stand in for the browser's (this file's environment only)
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:waitlist';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    render(<WaitlistExportButton />);
    fireEvent.click(screen.getByRole('button', { name: TEXT.button }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: waitlistCsvRoute.path,
        authorization: `Bearer ${makeAuthSession().access_token}`,
      }),
    ]);
    expect(await blobs[0]!.text()).toBe(CSV);
    expect(clicked[0]!.download).toBe('waitlist-2026-03-01.csv');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:waitlist');
    expect(screen.getByRole('button', { name: TEXT.button })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the download is refused', async () => {
    stubApi(() => jsonResponse({ detail: 'Editors only', code: 'FORBIDDEN' }, 403));
    render(<WaitlistExportButton />);
    fireEvent.click(screen.getByRole('button', { name: TEXT.button }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEXT.failed);
  });
});

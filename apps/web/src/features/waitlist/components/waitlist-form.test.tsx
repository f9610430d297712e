import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { TIMINGS, WAITLIST_TEXTS, waitlistJoinRoute } from '@app/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { WaitlistForm } from './waitlist-form';

const TEXT = WAITLIST_TEXTS;
const joined = () => jsonResponse({ success: true, message: TEXT.joined });

const renderForm = (campaign?: string) => renderPage(<WaitlistForm campaign={campaign} />);
const emailInput = () => screen.getByLabelText(TEXT.emailLabel) as HTMLInputElement;
const nameInput = () => screen.getByLabelText(TEXT.nameLabel) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: TEXT.submit }));
const type = (input: HTMLInputElement, value: string) =>
  fireEvent.input(input, { target: { value } });

describe('WaitlistForm', () => {
  afterEach(() => vi.useRealTimers());

  it('has a labelled, required email field and an optional name field', () => {
    renderForm();
    expect(emailInput().type).toBe('email');
    expect(emailInput().required).toBe(true);
    expect(nameInput().required).toBe(false);
    expect(screen.getByRole('form', { name: TEXT.formHeading })).toBeTruthy();
  });

  it('refuses a blank email with the spec’s text, without calling the server', () => {
    const requests = stubApi(joined);
    renderForm();
    type(emailInput(), '   ');
    submit();
    expect(screen.getByText(TEXT.invalidEmail)).toBeTruthy();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(emailInput().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(emailInput());
    expect(requests).toEqual([]);
  });

  it('refuses what the browser’s email check refuses', () => {
    const requests = stubApi(joined);
    renderForm();
    type(emailInput(), 'not-an-email');
    submit();
    expect(screen.getByText(TEXT.invalidEmail)).toBeTruthy();
    expect(requests).toEqual([]);
    // editing clears the complaint
    type(emailInput(), 'ada@example.com');
    expect(screen.queryByText(TEXT.invalidEmail)).toBeNull();
  });

  it('sends the trimmed email, the name and the campaign, shows loading, then success', async () => {
    let answer: (response: Response) => void = () => undefined;
    const requests = stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderForm('spring-launch');
    type(nameInput(), ' Ada ');
    type(emailInput(), ' ada@example.com ');
    submit();

    const busy = await screen.findByRole('button', { name: TEXT.submitting });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: waitlistJoinRoute.path,
      body: { email: 'ada@example.com', name: 'Ada', metadata: { campaign: 'spring-launch' } },
    });

    answer(joined());
    // in the polite live region, announced as it appears
    expect((await screen.findByText(TEXT.joined)).getAttribute('role')).toBe('status');
    expect(emailInput().value).toBe('');
    expect(nameInput().value).toBe('');
    expect(screen.getByRole('button', { name: TEXT.submit })).toBeTruthy();
  });

  it('sends no name and an empty metadata when there are none', async () => {
    const requests = stubApi(joined);
    renderForm();
    type(emailInput(), 'grace@example.com');
    submit();
    await screen.findByText(TEXT.joined);
    expect(requests[0]!.body).toEqual({ email: 'grace@example.com', metadata: {} });
  });

  it(`takes the success message away after ${TIMINGS.waitlistMessageResetMs} ms`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi(joined);
    renderForm();
    type(emailInput(), 'ada@example.com');
    submit();
    await screen.findByText(TEXT.joined);

    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.waitlistMessageResetMs - 100));
    expect(screen.getByText(TEXT.joined)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(100));
    // the reset reaches React through react-query's batched notify, a tick after the timer
    await waitFor(() => expect(screen.queryByText(TEXT.joined)).toBeNull());
    expect(screen.getByText(TEXT.privacy)).toBeTruthy();
  });

  it.each([
    [
      'a server failure',
      () => jsonResponse({ detail: 'Internal server error', code: 'INTERNAL' }, 500),
    ],
    ['the rate limit', () => jsonResponse({ detail: TEXT.rateLimited, code: 'RATE_LIMITED' }, 429)],
    ['no answer', () => Promise.reject(new TypeError('offline'))],
  ])('shows the spec’s error text after %s, and keeps what was typed', async (_case, answer) => {
    stubApi(answer);
    renderForm();
    type(emailInput(), 'ada@example.com');
    submit();
    expect((await screen.findByText(TEXT.failed)).getAttribute('role')).toBe('alert');
    expect(screen.queryByText(TEXT.joined)).toBeNull();
    expect(emailInput().value).toBe('ada@example.com');
    // a new attempt starts clean
    type(emailInput(), 'ada@example.org');
    expect(screen.queryByText(TEXT.failed)).toBeNull();
  });

  it('shows the server’s refusal of the address at the email field', async () => {
    stubApi(() => jsonResponse({ detail: TEXT.invalidEmail, code: 'VALIDATION_FAILED' }, 400));
    renderForm();
    type(emailInput(), 'ada@localhost');
    submit();
    await waitFor(() => expect(emailInput().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(TEXT.invalidEmail)).toBeTruthy();
    expect(screen.queryByText(TEXT.failed)).toBeNull();
  });
});

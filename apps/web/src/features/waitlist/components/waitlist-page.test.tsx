import { fireEvent, screen } from '@testing-library/react';
import { LANDING_TEXTS, PAGE_ROUTES, WAITLIST_TEXTS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { WaitlistPage } from './waitlist-page';

const visit = (query = '') =>
  renderPage(<WaitlistPage />, {
    path: PAGE_ROUTES.landing,
    url: `${PAGE_ROUTES.landing}${query}`,
  });

const joinAs = async (email: string) => {
  fireEvent.input(screen.getByLabelText(WAITLIST_TEXTS.emailLabel), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: WAITLIST_TEXTS.submit }));
  await screen.findByText(WAITLIST_TEXTS.joined);
};

describe('WaitlistPage', () => {
  it('pitches the product, with the waitlist form and a way into the catalogue', () => {
    visit();
    expect(screen.getByRole('heading', { level: 1, name: LANDING_TEXTS.heading })).toBeTruthy();
    expect(screen.getByText(LANDING_TEXTS.pitch)).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: WAITLIST_TEXTS.formHeading }),
    ).toBeTruthy();
    for (const feature of LANDING_TEXTS.features) {
      expect(screen.getByRole('heading', { level: 3, name: feature.title })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: LANDING_TEXTS.browse }).getAttribute('href')).toBe(
      PAGE_ROUTES.home,
    );
    expect(document.title).toBe(LANDING_TEXTS.title);
  });

  it.each([
    ['?campaign=spring', 'spring'],
    ['?utm_campaign=newsletter&utm_source=mail', 'newsletter'],
  ])('sends the campaign of %s with the join', async (query, campaign) => {
    const requests = stubApi(() => jsonResponse({ success: true, message: WAITLIST_TEXTS.joined }));
    visit(query);
    await joinAs('ada@example.com');
    expect(requests[0]!.body).toEqual({ email: 'ada@example.com', metadata: { campaign } });
  });
});

import { expect, test } from '@playwright/test';
import { CATALOGUE_TEXTS } from '@app/contract';

const TEXTS = CATALOGUE_TEXTS.transparency;

/**
 * A series' runtime and status before episode 1 (docs/product/catalogue.md#series-transparency):
 * the demo's Synthetic Bride is ongoing, new episodes on Fridays, 12 in all; Neon Heirs is
 * complete.
 */
test('a series page tells the runtime, the status and the schedule before episode 1', async ({
  page,
}) => {
  await page.goto('/video/the-synthetic-bride');
  const facts = page.getByRole('list', { name: TEXTS.label });
  await expect(facts).toContainText(`${TEXTS.ongoing} · ${TEXTS.everyWeekday('Friday')}`);
  await expect(page.getByText(TEXTS.episodesOfFinal(3, 12))).toBeVisible();
  await expect(page.getByText(/^\d+ min$/)).toBeVisible();

  await page.goto('/video/neon-heirs');
  await expect(page.getByRole('list', { name: TEXTS.label })).toContainText(TEXTS.completed);
  await expect(page.getByText(CATALOGUE_TEXTS.episodesCount(3), { exact: true })).toBeVisible();

  // and the cards: every home card says its status
  await page.goto('/');
  // a card, not the hero's More Info: the card's badge counts its episodes
  const card = page
    .locator('a[href="/video/the-synthetic-bride"]')
    .filter({ hasText: CATALOGUE_TEXTS.episodesCount(3) })
    .first();
  await expect(card).toContainText(TEXTS.ongoing);
  await expect(card).not.toContainText('Friday');
});

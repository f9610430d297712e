import { expect, test } from '@playwright/test';
import { NOTIFICATION_TEXTS } from '@app/contract';
import { seriousViolations } from './axe';
import { signUp, useSession } from './session';

const TEXTS = NOTIFICATION_TEXTS;

/**
 * Follow an ongoing series from its page, and the inbox behind the header's bell
 * (docs/product/notifications.md). The announcements themselves are the API tests'.
 */
test('a viewer follows an ongoing series with Remind me, and opens the inbox from the bell', async ({
  page,
  request,
}) => {
  const viewer = await signUp(request, 'follow');
  await useSession(page, viewer);
  await page.goto('/video/the-synthetic-bride');
  const remind = page.getByRole('button', { name: TEXTS.remindMe });
  await remind.click();
  const following = page.getByRole('button', { name: TEXTS.following });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  const state = await request.get('/api/series/the-synthetic-bride/follow', {
    headers: { Authorization: `Bearer ${viewer.access_token}` },
  });
  expect(await state.json()).toMatchObject({ isFollowing: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: TEXTS.bell(0) }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: TEXTS.title })).toBeVisible();
  await expect(page.getByText(TEXTS.empty)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // and back: unfollowing is one click too
  await page.goto('/video/the-synthetic-bride');
  await page.getByRole('button', { name: TEXTS.following }).click();
  await expect(page.getByRole('button', { name: TEXTS.remindMe })).toBeVisible();
});

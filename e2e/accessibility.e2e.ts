import { expect, test, type Page } from '@playwright/test';
import { SUBSCRIPTION_TEXTS } from '@app/contract';
import { seriousViolations } from './axe';
import { signUp, useSession, subscribeMonthly } from './session';

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Loaded and rendered; not network idle, which a playing video never reaches. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('main')).not.toBeEmpty();
  await page.waitForTimeout(800);
}

// a series of the demo catalogue, as the other suites use
const SERIES_ID = 'neon-heirs';

// independent tests (each its own page and session): both workers take them
test.describe.configure({ mode: 'parallel' });

test.describe('accessibility (axe-core, WCAG 2.2 AA: no serious or critical violations)', () => {
  test('the viewer pages, as a guest', async ({ page }) => {
    const id = SERIES_ID;
    const pages: [string, string, RegExp | string][] = [
      ['home', '/', /./],
      ['series detail', `/video/${encodeURIComponent(id)}`, /./],
      ['sign in', '/auth', /./],
      ['subscription', '/subscription', /./],
      ['profile', '/login', /./],
    ];
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const [name, url] of pages) {
        await page.goto(url);
        await settle(page);
        expect(await seriousViolations(page), `${name} at ${viewport.width} px`).toEqual([]);
      }
    }
  });

  test('/payment for a monthly plan chosen on /subscription, mobile and desktop', async ({
    page,
    request,
  }) => {
    await useSession(page, await signUp(request, 'a11y-payer'));
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/subscription');
      await page
        .getByRole('article')
        .filter({ hasText: SUBSCRIPTION_TEXTS.perMonth })
        .getByRole('button', { name: SUBSCRIPTION_TEXTS.subscribeNow })
        .click();
      await expect(page).toHaveURL(/\/payment$/);
      await expect(page.getByRole('button', { name: /^Pay \$30/ })).toBeVisible();
      await settle(page);
      expect(await seriousViolations(page), `/payment at ${viewport.width} px`).toEqual([]);
    }
  });

  test('/play as a guest (the ad modal) and as a subscriber, mobile and desktop', async ({
    page,
    request,
  }) => {
    const id = SERIES_ID;
    const url = `/play?id=${encodeURIComponent(id)}&episode=1`;
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(url);
      await expect(page.locator('video').first()).toBeAttached();
      await settle(page);
      expect(await seriousViolations(page), `guest /play at ${viewport.width} px`).toEqual([]);
    }
    const subscriber = await signUp(request, 'a11y-subscriber');
    await subscribeMonthly(request, subscriber.access_token);
    await useSession(page, subscriber);
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(url);
      await expect(page.locator('video').first()).toBeAttached();
      await settle(page);
      expect(await seriousViolations(page), `subscriber /play at ${viewport.width} px`).toEqual([]);
    }
  });
});

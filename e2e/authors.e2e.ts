import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AUTHOR_TEXTS, authorProfileSchema, pagePaths } from '@app/contract';
import { signUp, useSession } from './session';

// the demo catalogue (apps/server/src/seed/demo-catalogue.ts): Mira Okafor directs Neon Heirs
// and others; Ava Chen is in several casts
const DIRECTOR = 'Mira Okafor';
const ACTOR = 'Ava Chen';

const followButton = (page: Page) => page.getByRole('button', { name: /^(Follow|Following)$/ });

/** The follower count as the server has it, asked as a guest. */
async function followerCount(page: Page, name: string): Promise<number> {
  const answer = await page.request.get(`/api/authors/${encodeURIComponent(name)}`);
  expect(answer.ok()).toBe(true);
  return authorProfileSchema.parse(await answer.json()).followerCount;
}

test.describe('author pages', () => {
  test("a detail page's director link opens the author page; a series opens its page", async ({
    page,
  }) => {
    await page.goto('/video/neon-heirs');
    await page.getByRole('link', { name: DIRECTOR, exact: true }).click();

    await expect(page).toHaveURL(pagePaths.author(DIRECTOR));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DIRECTOR);
    await expect(page).toHaveTitle(`${DIRECTOR} · ReelForge`);
    await expect(page.getByText(/^\d+ followers?$/)).toBeVisible();
    await expect(page.getByRole('region', { name: AUTHOR_TEXTS.about })).toContainText(
      `${DIRECTOR} directed`,
    );
    const grid = page.getByRole('region', { name: AUTHOR_TEXTS.seriesHeading });
    const neonHeirs = grid.getByRole('link', { name: /Neon Heirs/ });
    await expect(neonHeirs).toContainText(AUTHOR_TEXTS.role.director);
    expect(await grid.getByRole('link').count()).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: test.info().outputPath('author-desktop.png'), fullPage: true });

    await neonHeirs.click();
    await expect(page).toHaveURL(/\/video\/neon-heirs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neon Heirs');
  });

  test('a cast member’s page shows Cast badges, on a phone too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pagePaths.author(ACTOR));

    const grid = page.getByRole('region', { name: AUTHOR_TEXTS.seriesHeading });
    await expect(grid.getByTestId('role-badge').first()).toHaveText(AUTHOR_TEXTS.role.cast);
    await expect(page.getByRole('button', { name: AUTHOR_TEXTS.message })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('author-mobile.png'), fullPage: true });
  });

  test('Message says messaging is coming soon', async ({ page }) => {
    await page.goto(pagePaths.author(DIRECTOR));
    const alerts: string[] = [];
    // the click returns once the alert is closed: answer it from the listener
    page.once('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await page.getByRole('button', { name: AUTHOR_TEXTS.message }).click();
    expect(alerts).toEqual([`alert: ${AUTHOR_TEXTS.messageComingSoon}`]);
  });

  test('a guest who presses Follow is sent to sign in and back', async ({ page }) => {
    const path = pagePaths.author(ACTOR);
    await page.goto(path);
    await followButton(page).click();
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(path)}`);
  });

  test('a signed-in follow is stored: it survives a reload, and unfollowing too', async ({
    page,
    request,
  }) => {
    const before = await followerCount(page, ACTOR);
    await useSession(page, await signUp(request, 'follower'));
    await page.goto(pagePaths.author(ACTOR));
    await expect(followButton(page)).toHaveAttribute('aria-pressed', 'false');

    await followButton(page).click();
    await expect(followButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(followButton(page)).toHaveText(AUTHOR_TEXTS.following);
    await expect(page.getByText(AUTHOR_TEXTS.followers(before + 1))).toBeVisible();
    await expect.poll(() => followerCount(page, ACTOR)).toBe(before + 1);

    await page.reload();
    await expect(followButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(AUTHOR_TEXTS.followers(before + 1))).toBeVisible();

    await followButton(page).click();
    await expect(followButton(page)).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(followButton(page)).toHaveText(AUTHOR_TEXTS.follow);
    await expect(page.getByText(AUTHOR_TEXTS.followers(before))).toBeVisible();
  });

  test('has no serious or critical axe-core (WCAG 2.2 AA) violations, on a phone and a desktop', async ({
    page,
    request,
  }) => {
    await useSession(page, await signUp(request, 'a11y-author'));
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      for (const name of [DIRECTOR, 'Nobody Anyone Knows']) {
        await page.goto(pagePaths.author(name));
        await expect(page.getByText(/followers?$|^No series to show yet\.$/).first()).toBeVisible();
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious, `${name} at ${viewport.width}px`).toEqual([]);
      }
    }
  });

  test('an unknown name shows a generic profile with no series, not an error page', async ({
    page,
  }) => {
    const response = await page.goto(pagePaths.author('Nobody Anyone Knows'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nobody Anyone Knows');
    await expect(page.getByText(AUTHOR_TEXTS.genericDescription)).toBeVisible();
    await expect(page.getByText(AUTHOR_TEXTS.noSeries)).toBeVisible();
    await expect(followButton(page)).toHaveCount(0);
  });
});

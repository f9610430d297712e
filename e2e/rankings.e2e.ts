import { expect, test } from '@playwright/test';
import { PAGE_ROUTES, RANKINGS, RANKINGS_TEXTS, rankingsResponseSchema } from '@app/contract';
import { seriousViolations } from './axe';

test.describe('rankings', () => {
  test('the home page links to the rankings; the tabs browse the four rankings', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: RANKINGS_TEXTS.homeLink, exact: true }).first().click();
    await expect(page).toHaveURL(PAGE_ROUTES.rankings);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(RANKINGS_TEXTS.title);
    await expect(page).toHaveTitle(`${RANKINGS_TEXTS.title} · ReelForge`);
    const tabs = page.getByRole('tablist', { name: RANKINGS_TEXTS.tabsLabel });
    await expect(tabs.getByRole('tab')).toHaveText(Object.values(RANKINGS_TEXTS.tabs));
    await expect(tabs.getByRole('tab', { name: RANKINGS_TEXTS.tabs.trending })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // the demo catalogue was published just now: every series is new
    await tabs.getByRole('tab', { name: RANKINGS_TEXTS.tabs.new }).click();
    await expect(page).toHaveURL(`${PAGE_ROUTES.rankings}?kind=new`);
    const panel = page.getByRole('tabpanel', { name: RANKINGS_TEXTS.tabs.new });
    const entries = panel.getByRole('listitem').filter({ has: page.getByRole('link') });
    await expect(entries.first()).toBeVisible();
    await expect(entries.first().getByRole('link')).toHaveAttribute('href', /^\/video\//);
    expect(await seriousViolations(page)).toEqual([]);

    // the keyboard: arrows move along the tabs
    await tabs.getByRole('tab', { name: RANKINGS_TEXTS.tabs.new }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(`${PAGE_ROUTES.rankings}?kind=completed`);
    await expect(tabs.getByRole('tab', { name: RANKINGS_TEXTS.tabs.completed })).toBeFocused();
    await expect(
      page
        .getByRole('tabpanel', { name: RANKINGS_TEXTS.tabs.completed })
        .getByText(RANKINGS_TEXTS.descriptions.completed),
    ).toBeVisible();

    await tabs.getByRole('tab', { name: RANKINGS_TEXTS.tabs.finished }).click();
    await expect(page.getByRole('tabpanel', { name: RANKINGS_TEXTS.tabs.finished })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // a reload keeps the tab
    await page.reload();
    await expect(tabs.getByRole('tab', { name: RANKINGS_TEXTS.tabs.finished })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('the call answers each kind, public and cacheable, and refuses an unknown one', async ({
    request,
  }) => {
    for (const kind of ['trending', 'finished', 'new', 'completed'] as const) {
      const answer = await request.get(`/api/rankings?kind=${kind}`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['cache-control']).toMatch(/^public/);
      const body = rankingsResponseSchema.parse(await answer.json());
      expect(body.data.length).toBeLessThanOrEqual(RANKINGS.size);
      expect(body.data.map((entry) => entry.rank)).toEqual(body.data.map((_, i) => i + 1));
    }
    const bad = await request.get('/api/rankings?kind=popular');
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ detail: expect.any(String) });
  });

  test('on a phone the tab bar links to the rankings', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PAGE_ROUTES.rewards);
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Rankings' })
      .click();
    await expect(page).toHaveURL(PAGE_ROUTES.rankings);
    await expect(page.getByRole('tab', { name: RANKINGS_TEXTS.tabs.trending })).toBeVisible();
  });
});

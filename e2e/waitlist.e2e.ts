import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  LANDING_TEXTS,
  PAGE_ROUTES,
  SHELL_TEXTS,
  TIMINGS,
  WAITLIST_EXPORT_TEXTS,
  WAITLIST_TEXTS,
  waitlistJoinRoute,
} from '@app/contract';
import { E2E_ADMIN } from './playwright.config';
import { signIn, useSession } from './session';

const TEXT = WAITLIST_TEXTS;
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}@example.com`;

const fillAndJoin = async (page: Page, email: string, name?: string) => {
  if (name) await page.getByLabel(TEXT.nameLabel).fill(name);
  await page.getByLabel(TEXT.emailLabel).fill(email);
  await page.getByRole('button', { name: TEXT.submit }).click();
};

test.describe('waitlist landing page', () => {
  test('joins with the campaign, thanks the visitor, and the message goes after 6 s', async ({
    page,
  }) => {
    // a clock the test can move: the reset is checked without waiting 6 s of real time
    await page.clock.install();
    await page.goto(`${PAGE_ROUTES.landing}?utm_campaign=e2e-spring`);
    await expect(
      page.getByRole('heading', { level: 1, name: LANDING_TEXTS.heading }),
    ).toBeVisible();
    // no site header on this page
    await expect(page.getByRole('combobox', { name: SHELL_TEXTS.search.label })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('landing-desktop.png'), fullPage: true });

    const joined = page.waitForResponse((response) =>
      response.url().endsWith(waitlistJoinRoute.path),
    );
    await fillAndJoin(page, uniqueEmail('e2e-join'), 'E2E Visitor');
    const answer = await joined;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({
      name: 'E2E Visitor',
      metadata: { campaign: 'e2e-spring' },
    });

    const thanks = page.getByRole('status').filter({ hasText: TEXT.joined });
    await expect(thanks).toBeVisible();
    await expect(page.getByLabel(TEXT.emailLabel)).toHaveValue('');

    // the installed clock also runs on its own: 2 s of room for a slow machine
    await page.clock.runFor(TIMINGS.waitlistMessageResetMs - 2000);
    await expect(thanks).toBeVisible();
    await page.clock.runFor(2500);
    await expect(page.getByText(TEXT.joined)).toHaveCount(0);
    await expect(page.getByText(TEXT.privacy)).toBeVisible();
  });

  test('shows the spec’s error text when the join fails', async ({ page }) => {
    let calls = 0;
    await page.route(`**${waitlistJoinRoute.path}`, (route) => {
      calls += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ detail: 'Internal server error', code: 'INTERNAL' }),
      });
    });
    await page.goto(PAGE_ROUTES.landing);
    const email = uniqueEmail('e2e-error');
    await fillAndJoin(page, email);

    await expect(page.getByRole('alert').filter({ hasText: TEXT.failed })).toBeVisible();
    await expect(page.getByText(TEXT.joined)).toHaveCount(0);
    await expect(page.getByLabel(TEXT.emailLabel)).toHaveValue(email);
    expect(calls).toBe(1);
  });

  test('refuses a blank email without calling the server', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(waitlistJoinRoute.path)) calls += 1;
    });
    await page.goto(PAGE_ROUTES.landing);
    await fillAndJoin(page, '   ');
    await expect(page.getByText(TEXT.invalidEmail)).toBeVisible();
    await expect(page.getByLabel(TEXT.emailLabel)).toBeFocused();
    expect(calls).toBe(0);
  });

  test('looks right on a phone', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(PAGE_ROUTES.landing);
    await expect(page.getByRole('button', { name: TEXT.submit })).toBeVisible();
    // nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({ path: test.info().outputPath('landing-mobile.png'), fullPage: true });
    await context.close();
  });

  test('an editor downloads the list as CSV from the studio', async ({ page, request }) => {
    const email = uniqueEmail('e2e-export');
    const join = await request.post(waitlistJoinRoute.path, {
      data: { email, name: '=Formula, Fan', metadata: { campaign: 'e2e-export' } },
    });
    expect(join.status()).toBe(200);

    await useSession(page, await signIn(request, E2E_ADMIN.username, E2E_ADMIN.password));
    await page.goto(PAGE_ROUTES.studioSeries);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: WAITLIST_EXPORT_TEXTS.button }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('email,name,campaign,joined_at');
    expect(lines.find((line) => line.startsWith(`${email},`))).toMatch(
      new RegExp(`^${email.replaceAll('.', '\\.')},"'=Formula, Fan",e2e-export,\\d{4}-`),
    );
  });
});

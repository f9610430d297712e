import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNT_TEXTS,
  AUTH_STORAGE_KEYS,
  COMMENT_PAGE_TEXTS,
  type AccountExport,
} from '@app/contract';
import { signIn, useSession } from './session';

const PASSWORD = 'e2e privacy password';
const PLAY = '/play?id=the-synthetic-bride&episode=1';
// WCAG 2.0, 2.1 and 2.2 A and AA rules (axe-core's tags for them)
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's serious and critical WCAG 2.2 AA violations inside `selector`. */
async function seriousViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(WCAG_AA).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, help: violation.help }));
}

test('a user downloads their data, deletes the account, and their comment stays from a deleted user', async ({
  page,
  request,
  browser,
}) => {
  const username = `leaver${Date.now().toString(36)}`;
  const signup = await request.post('/api/auth/signup', { data: { username, password: PASSWORD } });
  expect(signup.ok(), await signup.text()).toBe(true);
  const session = await signIn(request, username, PASSWORD);
  await useSession(page, session);

  // a comment, written on the play page
  const text = `Leaving soon ${Date.now()}`;
  await page.goto(PLAY);
  await page.getByRole('textbox', { name: COMMENT_PAGE_TEXTS.composerLabel }).fill(text);
  await page.getByRole('button', { name: COMMENT_PAGE_TEXTS.post, exact: true }).click();
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();

  // the data, downloaded from the profile page as a dated JSON file holding the comment
  await page.goto('/login');
  await expect(page.getByRole('region', { name: ACCOUNT_TEXTS.sectionTitle })).toBeVisible();
  expect(await seriousViolations(page, 'section[aria-labelledby="privacy-title"]')).toEqual([]);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: ACCOUNT_TEXTS.download }).click();
  const download = await downloading;
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`my-data-${today}.json`);
  const raw = await readFile((await download.path())!, 'utf8');
  // the whole shape is checked by the server's integration test; here, what this user did
  const data = JSON.parse(raw) as AccountExport;
  expect(data.account.username).toBe(username);
  expect(data.comments.map((c) => c.content)).toContain(text);
  expect(raw).not.toContain(session.refresh_token);
  expect(raw).not.toMatch(/argon2|password_hash/i);

  // deleting: a wrong password is refused in the dialog, the right one signs out and goes home
  await page.getByRole('button', { name: ACCOUNT_TEXTS.deleteAccount }).click();
  const dialog = page.getByRole('dialog', { name: ACCOUNT_TEXTS.deleteTitle });
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel(ACCOUNT_TEXTS.passwordLabel);
  await expect(password).toBeFocused();
  await password.fill('not the password');
  await dialog.getByRole('button', { name: ACCOUNT_TEXTS.confirmDelete }).click();
  await expect(dialog.getByRole('alert')).toHaveText(ACCOUNT_TEXTS.wrongPassword);
  // the dialog, with its error showing, passes axe-core's WCAG 2.2 AA rules
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await password.fill(PASSWORD);
  await dialog.getByRole('button', { name: ACCOUNT_TEXTS.confirmDelete }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(
    await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEYS.tokens),
  ).toBeNull();

  // the account is gone: no sign-in, the old token is refused
  const again = await request.post('/api/auth/signin', {
    data: { username, password: PASSWORD },
  });
  expect(again.status()).toBe(401);
  const me = await request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${session.access_token}` },
  });
  expect(me.status()).toBe(401);

  // a guest sees the comment, from 'Deleted user'
  const guest = await browser.newPage();
  await guest.goto(PLAY);
  const comment = guest.getByRole('article').filter({ hasText: text });
  await expect(comment).toBeVisible();
  await expect(comment).toContainText(ACCOUNT_TEXTS.deletedUser);
  await expect(comment).not.toContainText(username);
  await guest.close();
});

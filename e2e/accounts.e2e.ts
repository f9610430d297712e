import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { AUTH_PAGE_TEXTS, AUTH_TEXTS, PROFILE_TEXTS, SHELL_TEXTS } from '@app/contract';
import { E2E_ADMIN } from './playwright.config';

/**
 * The app keeps mail in DATA_DIR/outbox without SMTP_URL. Waits until `count` mails went to
 * `to`, then answers the code in the newest (each new code replaces the one before).
 */
const codeSentTo = async (to: string, count: number): Promise<string> => {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const codes = async () => {
    const names = (await readdir(outbox).catch(() => [])).filter((n) => n.endsWith('.json'));
    const found: string[] = [];
    for (const name of names.sort()) {
      const mail = JSON.parse(await readFile(path.join(outbox, name), 'utf8')) as {
        to: string;
        text: string;
      };
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (mail.to === to && code) found.push(code);
    }
    return found;
  };
  await expect.poll(async () => (await codes()).length, { timeout: 15_000 }).toBe(count);
  return (await codes()).at(-1)!;
};

const signIn = async (page: Page, username: string, password: string) => {
  await page.getByLabel(AUTH_PAGE_TEXTS.username).fill(username);
  await page.getByLabel(AUTH_PAGE_TEXTS.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: AUTH_PAGE_TEXTS.signIn, exact: true }).click();
};

test.describe('accounts', () => {
  test('sign up, verify the emailed code, sign in, see the profile, sign out', async ({ page }) => {
    const username = `viewer${Date.now().toString(36)}`;
    const email = `${username}@example.test`;
    const password = 'correct horse battery';

    await page.goto('/auth');
    await page.getByRole('tab', { name: AUTH_PAGE_TEXTS.signUp }).click();
    await page.getByLabel(AUTH_PAGE_TEXTS.username).fill(username);
    await page.getByLabel(AUTH_PAGE_TEXTS.email).fill(email);
    await page.getByLabel(AUTH_PAGE_TEXTS.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: AUTH_PAGE_TEXTS.createAccount }).click();
    await expect(page.getByText(AUTH_TEXTS.signUpSuccess)).toBeVisible();

    // an unverified account cannot sign in yet: checked through the API as a script would
    const early = await page.request.post('/api/auth/signin', { data: { username, password } });
    expect(early.status()).toBe(403);

    // …and gets a fresh code by mail: the second one
    await page.getByLabel(AUTH_PAGE_TEXTS.verificationCode).fill(await codeSentTo(email, 2));
    await page.getByRole('button', { name: AUTH_PAGE_TEXTS.verify }).click();
    await expect(page.getByText(AUTH_TEXTS.emailVerified)).toBeVisible();

    await signIn(page, username, password);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(username)).toBeVisible();
    await expect(page.getByText(/^UID: /)).toBeVisible();
    await expect(page.getByText(PROFILE_TEXTS.firstLoginBadge)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('profile-signed-in.png') });

    // the login survives a reload; a viewer sees no CMS button
    await page.goto('/');
    await expect(
      page.getByRole('link', { name: SHELL_TEXTS.header.profileOf(username) }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: SHELL_TEXTS.header.cms })).toHaveCount(0);

    await page.goto('/login');
    await page.getByRole('button', { name: PROFILE_TEXTS.signOut }).click();
    await expect(page.getByText(PROFILE_TEXTS.guest)).toBeVisible();
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('auth'))),
    ).toEqual([]);
  });

  test('a wrong password is refused with the server’s message', async ({ page }) => {
    await page.goto('/auth');
    await signIn(page, 'nobody-here', 'wrong password');
    await expect(page.getByText(AUTH_TEXTS.invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('the editor from ADMIN_USERNAME signs in and sees the CMS button', async ({ page }) => {
    await page.goto('/auth?next=/');
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: SHELL_TEXTS.header.cms })).toBeVisible();
  });

  test('an unconfigured social provider answers a clear error', async ({ page }) => {
    const response = await page.request.get('/api/social-auth/login/google', { maxRedirects: 0 });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
    expect((await response.json()) as { detail: string }).toMatchObject({
      detail: AUTH_TEXTS.providerNotConfigured('Google'),
    });
    const other = await page.request.get('/api/social-auth/login/myspace', { maxRedirects: 0 });
    expect(other.status()).toBe(400);
    expect(((await other.json()) as { detail: string }).detail).toBe(
      AUTH_TEXTS.unsupportedProvider,
    );
  });
});

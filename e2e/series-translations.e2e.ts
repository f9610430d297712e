import { expect, test } from '@playwright/test';
import { SERIES_TRANSLATION_TEXTS, STUDIO_SERIES_TEXTS, homeResponseSchema } from '@app/contract';
import { E2E_ADMIN } from './playwright.config';
import { signIn, useSession } from './session';

// a series no other test reads, so its Spanish title never meets their assertions
const SERIES = 'reboot-romance';
const SPANISH_TITLE = 'Reinicio del Romance';

/**
 * An editor gives a series a Spanish title in the studio; a viewer whose browser asks for
 * Spanish meets it on home, the series page and in search, and finds it by either title
 * (docs/product/i18n.md#series-in-the-viewers-language).
 */
test('a title given in the studio in Spanish is what a Spanish viewer sees and searches', async ({
  page,
  browser,
  request,
}) => {
  const editor = await signIn(request, E2E_ADMIN.username, E2E_ADMIN.password);
  const auth = { Authorization: `Bearer ${editor.access_token}` };
  const original = (await (await request.get(`/api/series/${SERIES}`)).json()) as {
    data: { title: string };
  };
  try {
    await useSession(page, editor);
    await page.goto(`/cms/series?series=${SERIES}`);
    const form = page.getByRole('form', { name: SERIES_TRANSLATION_TEXTS.heading });
    const spanish = form.getByRole('group', { name: 'Español' });
    await spanish.getByLabel(SERIES_TRANSLATION_TEXTS.title).fill(SPANISH_TITLE);
    await spanish
      .getByLabel(SERIES_TRANSLATION_TEXTS.description)
      .fill('Una IA reinicia su corazón.');
    await form.getByRole('button', { name: STUDIO_SERIES_TEXTS.save }).click();
    await expect(form.getByText(STUDIO_SERIES_TEXTS.saved)).toBeVisible();

    const viewer = await browser.newContext({ locale: 'es-MX' });
    const inSpanish = await viewer.newPage();
    // every catalogue call in Spanish, the first ones (the hints' preloads) included
    const askedInEnglish: string[] = [];
    inSpanish.on('request', (r) => {
      if (/[?&]lang=en\b/.test(r.url())) askedInEnglish.push(r.url());
    });
    await inSpanish.goto('/');
    await expect(inSpanish.locator('html')).toHaveAttribute('lang', 'es');
    const home = homeResponseSchema.parse(await (await request.get('/api/home?lang=es')).json());
    const onHome = [...home.game_videos, ...home.series_lists.flatMap((l) => l.series)];
    if (onHome.some((card) => card.id === SERIES)) {
      await expect(inSpanish.locator(`a[href="/video/${SERIES}"]`).first()).toContainText(
        SPANISH_TITLE,
      );
    }

    await inSpanish.goto(`/video/${SERIES}`);
    await expect(inSpanish.getByRole('heading', { level: 1 })).toHaveText(SPANISH_TITLE);
    await expect(inSpanish.getByText('Una IA reinicia su corazón.')).toBeVisible();

    // found by its Spanish title and by its own, shown in Spanish either way
    const box = inSpanish.getByRole('search').getByRole('combobox');
    for (const query of ['reinicio del', original.data.title]) {
      await box.fill(query);
      await expect(
        inSpanish.getByRole('option', { name: new RegExp(SPANISH_TITLE) }),
      ).toBeVisible();
    }
    expect(askedInEnglish).toEqual([]);
    await viewer.close();

    // an English page keeps the original
    await page.goto(`/video/${SERIES}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(original.data.title);
  } finally {
    await request.patch(`/api/studio/series/${SERIES}`, {
      headers: auth,
      data: { translations: { es: null } },
    });
  }
});

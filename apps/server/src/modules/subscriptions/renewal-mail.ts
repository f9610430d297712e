import {
  formatUsd,
  localeDirection,
  PAGE_ROUTES,
  PRODUCT_NAME,
  RENEWAL_MAIL_TEXTS,
  type Locale,
  type TimePlanId,
} from '@app/contract';
import { formatLongDate } from '../../i18n/formats';
import { localizedTexts } from '../../i18n/localized-texts';
import type { MailMessage } from '../../mail/mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The renewal reminder, in the account's language (docs/product/subscriptions.md#reminders):
 * which plan renews when, for how much, and how to stop it.
 */
export const renewalReminderMail = (options: {
  to: string;
  username: string;
  plan: TimePlanId;
  renewsAt: Date;
  priceCents: number;
  publicUrl: string;
  locale: Locale;
  /** The simulated provider: no card is charged, and the mail says so. */
  testMode: boolean;
}): MailMessage => {
  const { to, username, plan, renewsAt, priceCents, publicUrl, locale, testMode } = options;
  const t = localizedTexts(locale, 'renewalMail', RENEWAL_MAIL_TEXTS);
  const date = formatLongDate(renewsAt, locale);
  const lines = [
    t[plan](date, formatUsd(priceCents / 100, locale)),
    ...(testMode ? [t.testMode] : []),
    t.cancelHint,
  ];
  const pageUrl = `${publicUrl}${PAGE_ROUTES.subscription}`;
  const hello = t.hello(username);
  const text = [hello, '', ...lines, pageUrl, '', `— ${PRODUCT_NAME}`].join('\n');
  const html = `<!doctype html>
<html lang="${locale}" dir="${localeDirection(locale)}"><body style="font-family:system-ui,sans-serif;color:#111;line-height:1.5">
<p>${escapeHtml(hello)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(pageUrl)}">${escapeHtml(pageUrl)}</a></p>
<p>— ${PRODUCT_NAME}</p>
</body></html>`;
  return { to, subject: t.subject(date), text, html };
};

import {
  AUTH_MAIL_TEXTS,
  localeDirection,
  PRODUCT_NAME,
  VERIFICATION_CODE,
  type Locale,
} from '@app/contract';
import { localizedTexts } from '../../i18n/localized-texts';
import type { MailMessage } from '../../mail/mailer';
import type { CodePurpose } from './verification-codes';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The code mail's copy in `locale`. */
const mailTexts = (locale: Locale) => localizedTexts(locale, 'authMail', AUTH_MAIL_TEXTS);

/**
 * The mail carrying a sign-up or reset code, in the account's language: plain text and HTML with
 * the same content.
 */
export const codeMail = (options: {
  to: string;
  username: string;
  code: string;
  purpose: CodePurpose;
  publicUrl: string;
  locale: Locale;
}): MailMessage => {
  const { to, username, code, purpose, publicUrl, locale } = options;
  const t = mailTexts(locale);
  const c = t[purpose];
  const expires = t.expiresIn(VERIFICATION_CODE.ttlMinutes);
  const authUrl = `${publicUrl}/auth`;
  const text = [
    t.hello(username),
    '',
    `${t.yourCode} ${code}`,
    '',
    `${expires} ${c.action}`,
    authUrl,
    '',
    c.ignore,
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}" dir="${localeDirection(locale)}"><body style="font-family:system-ui,sans-serif;color:#111;line-height:1.5">
<p>${escapeHtml(t.hello(username))}</p>
<p>${escapeHtml(t.yourCode)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace" dir="ltr">${code}</p>
<p>${escapeHtml(expires)} ${escapeHtml(c.action)}<br>
<a href="${escapeHtml(authUrl)}">${escapeHtml(authUrl)}</a></p>
<p style="color:#555">${escapeHtml(c.ignore)}</p>
<p>— ${PRODUCT_NAME}</p>
</body></html>`;
  return { to, subject: c.subject, text, html };
};

/**
 * To the owner of an address someone tried to sign up with, in the owner's language: the sign-up
 * itself answers as for a new address, so only the mailbox learns it is registered
 * (docs/product/auth.md#sign-up).
 */
export const signUpAttemptMail = (options: {
  to: string;
  username: string;
  publicUrl: string;
  locale: Locale;
}): MailMessage => {
  const { to, username, publicUrl, locale } = options;
  const texts = mailTexts(locale);
  const t = texts.signUpAttempt;
  const authUrl = `${publicUrl}/auth`;
  const lines = [t.tried, t.ifYou(username), t.ifNotYou];
  const hello = texts.hello(username);
  const text = [hello, '', ...lines, authUrl, '', `— ${PRODUCT_NAME}`].join('\n');
  const html = `<!doctype html>
<html lang="${locale}" dir="${localeDirection(locale)}"><body style="font-family:system-ui,sans-serif;color:#111;line-height:1.5">
<p>${escapeHtml(hello)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(authUrl)}">${escapeHtml(authUrl)}</a></p>
<p>— ${PRODUCT_NAME}</p>
</body></html>`;
  return { to, subject: t.subject, text, html };
};

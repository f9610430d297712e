import { PRODUCT_NAME, VERIFICATION_CODE } from '@app/contract';
import type { MailMessage } from '../../mail/mailer';
import type { CodePurpose } from './verification-codes';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const copy: Record<CodePurpose, { subject: string; action: string; ignore: string }> = {
  signup: {
    subject: `Confirm your ${PRODUCT_NAME} account`,
    action: 'Enter it on the sign-up page to confirm your email address.',
    ignore: `If you did not sign up for ${PRODUCT_NAME}, you can ignore this mail.`,
  },
  reset: {
    subject: `Reset your ${PRODUCT_NAME} password`,
    action: 'Enter it with your new password on the Forgot Password page.',
    ignore: 'If you did not ask for a new password, you can ignore this mail: nothing changes.',
  },
};

/** The mail carrying a sign-up or reset code: plain text and HTML with the same content. */
export const codeMail = (options: {
  to: string;
  username: string;
  code: string;
  purpose: CodePurpose;
  publicUrl: string;
}): MailMessage => {
  const { to, username, code, purpose, publicUrl } = options;
  const c = copy[purpose];
  const minutes = VERIFICATION_CODE.ttlMinutes;
  const authUrl = `${publicUrl}/auth`;
  const text = [
    `Hello ${username},`,
    '',
    `Your ${PRODUCT_NAME} code is: ${code}`,
    '',
    `It expires in ${minutes} minutes. ${c.action}`,
    authUrl,
    '',
    c.ignore,
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#111;line-height:1.5">
<p>Hello ${escapeHtml(username)},</p>
<p>Your ${PRODUCT_NAME} code is:</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace">${code}</p>
<p>It expires in ${minutes} minutes. ${escapeHtml(c.action)}<br>
<a href="${escapeHtml(authUrl)}">${escapeHtml(authUrl)}</a></p>
<p style="color:#555">${escapeHtml(c.ignore)}</p>
<p>— ${PRODUCT_NAME}</p>
</body></html>`;
  return { to, subject: c.subject, text, html };
};

/**
 * To the owner of an address someone tried to sign up with: the sign-up itself answers as for a
 * new address, so only the mailbox learns it is registered (docs/product/auth.md#sign-up).
 */
export const signUpAttemptMail = (options: {
  to: string;
  username: string;
  publicUrl: string;
}): MailMessage => {
  const { to, username, publicUrl } = options;
  const authUrl = `${publicUrl}/auth`;
  const lines = [
    `Someone tried to sign up for ${PRODUCT_NAME} with your email address.`,
    `If it was you: you already have an account, with the username ${username}. Sign in, or use 'Forgot Password?' to set a new password.`,
    'If it was not you, you can ignore this mail: nothing changed.',
  ];
  const text = [`Hello ${username},`, '', ...lines, authUrl, '', `— ${PRODUCT_NAME}`].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#111;line-height:1.5">
<p>Hello ${escapeHtml(username)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(authUrl)}">${escapeHtml(authUrl)}</a></p>
<p>— ${PRODUCT_NAME}</p>
</body></html>`;
  return { to, subject: 'Someone tried to sign up with your address', text, html };
};

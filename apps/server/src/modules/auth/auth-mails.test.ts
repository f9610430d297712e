import { describe, expect, it } from 'vitest';
import { codeMail, signUpAttemptMail } from './auth-mails';

describe('code mails', () => {
  it('carries the code and its expiry in text and HTML, and escapes names in HTML', () => {
    const mail = codeMail({
      to: 'a@example.com',
      username: '<b>Al & "Bo"</b>',
      code: '042424',
      purpose: 'signup',
      publicUrl: 'http://localhost:8080',
      locale: 'en',
    });
    expect(mail.subject).toBe('Confirm your ReelForge account');
    expect(mail.text).toContain('Your ReelForge code is: 042424');
    expect(mail.text).toContain('expires in 15 minutes');
    expect(mail.html).toContain('042424');
    expect(mail.html).toContain('Hello &lt;b&gt;Al &amp; &quot;Bo&quot;&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Al');
  });
});

describe('sign-up attempt mail', () => {
  it('names the existing username and escapes it in HTML', () => {
    const mail = signUpAttemptMail({
      to: 'a@example.com',
      username: '<i>al</i>',
      publicUrl: 'http://localhost:8080',
      locale: 'en',
    });
    expect(mail.subject).toBe('Someone tried to sign up with your address');
    expect(mail.text).toContain('with the username <i>al</i>');
    expect(mail.text).toContain('http://localhost:8080/auth');
    expect(mail.html).toContain('&lt;i&gt;al&lt;/i&gt;');
    expect(mail.html).not.toContain('<i>al');
  });
});

describe('mails in the account’s language', () => {
  it('writes the code mail in Spanish and the attempt mail in Arabic, right to left', () => {
    const code = codeMail({
      to: 'a@example.com',
      username: 'ana',
      code: '123456',
      purpose: 'reset',
      publicUrl: 'http://localhost:8080',
      locale: 'es',
    });
    expect(code.subject).not.toBe('Reset your ReelForge password');
    expect(code.subject).toContain('ReelForge');
    expect(code.text).toContain('123456');
    expect(code.text).toMatch(/15 minutos/);
    expect(code.html).toContain('<html lang="es" dir="ltr">');

    const attempt = signUpAttemptMail({
      to: 'a@example.com',
      username: 'omar',
      publicUrl: 'http://localhost:8080',
      locale: 'ar',
    });
    expect(attempt.subject).not.toBe('Someone tried to sign up with your address');
    expect(attempt.text).toContain('omar');
    expect(attempt.html).toContain('<html lang="ar" dir="rtl">');
  });
});

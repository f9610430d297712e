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
    });
    expect(mail.subject).toBe('Someone tried to sign up with your address');
    expect(mail.text).toContain('with the username <i>al</i>');
    expect(mail.text).toContain('http://localhost:8080/auth');
    expect(mail.html).toContain('&lt;i&gt;al&lt;/i&gt;');
    expect(mail.html).not.toContain('<i>al');
  });
});

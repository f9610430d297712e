import { describe, expect, it } from 'vitest';
import { USERNAME_PATTERN } from '@app/contract';
import { baseUsername, usernameCandidates } from './usernames';

describe('usernames for social accounts', () => {
  it('derives a valid username from the profile name or the email', () => {
    expect(baseUsername({ name: 'Zoë  Ng', provider: 'google' })).toBe('Zoe.Ng');
    expect(baseUsername({ email: 'jo.doe+tv@example.com', provider: 'google' })).toBe('jo.doetv');
    expect(baseUsername({ name: '李小龍', provider: 'apple' })).toBe('apple-user');
    expect(baseUsername({ name: '-- x --', provider: 'facebook' })).toBe('facebook-user');
    const long = baseUsername({ name: 'A'.repeat(80), provider: 'google' });
    expect(long.length).toBeLessThanOrEqual(27);
    expect(long).toMatch(USERNAME_PATTERN);
  });

  it('offers numbered alternatives that still fit the pattern', () => {
    const all = [...usernameCandidates('Zoe.Ng')];
    expect(all[0]).toBe('Zoe.Ng');
    expect(all.length).toBe(10);
    for (const name of all) expect(name).toMatch(USERNAME_PATTERN);
  });
});

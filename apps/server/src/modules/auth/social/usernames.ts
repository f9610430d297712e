import { randomInt } from 'node:crypto';
import { USERNAME_PATTERN } from '@app/contract';

const MAX = 32;

/** A name from the provider's profile that fits USERNAME_PATTERN, e.g. "Zoë Ng" → "Zoe.Ng". */
export const baseUsername = (profile: {
  name?: string | undefined;
  email?: string | undefined;
  provider: string;
}): string => {
  const source = profile.name?.trim() || profile.email?.split('@')[0] || '';
  const cleaned = source
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '.')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .replace(/[._-]{2,}/g, '.')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, MAX - 5)
    .replace(/[._-]+$/, '');
  return USERNAME_PATTERN.test(cleaned) ? cleaned : `${profile.provider}-user`;
};

/** The base, then the base with random digits: the first free one becomes the username. */
export function* usernameCandidates(base: string): Generator<string> {
  yield base;
  for (let i = 0; i < 8; i++) yield `${base}${randomInt(1000, 10_000)}`;
  yield `user-${randomInt(0, 2 ** 40).toString(36)}`;
}

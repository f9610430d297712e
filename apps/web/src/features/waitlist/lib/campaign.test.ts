import { WAITLIST } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { campaignFrom } from './campaign';

const from = (query: string) => campaignFrom(new URLSearchParams(query));

describe('campaignFrom', () => {
  it('reads ?campaign=, else ?utm_campaign=', () => {
    expect(from('campaign=spring')).toBe('spring');
    expect(from('utm_campaign=newsletter&utm_source=mail')).toBe('newsletter');
    expect(from('utm_campaign=newsletter&campaign=spring')).toBe('spring');
  });

  it('gives none for a missing or blank campaign, and falls back past a blank one', () => {
    expect(from('')).toBeUndefined();
    expect(from('campaign=')).toBeUndefined();
    expect(from('campaign=%20%20')).toBeUndefined();
    expect(from('campaign=%20&utm_campaign=ads')).toBe('ads');
  });

  it('trims and cuts a campaign to what the server stores', () => {
    expect(from('campaign=%20launch%20')).toBe('launch');
    expect(from(`campaign=${'x'.repeat(WAITLIST.campaignMaxLength + 20)}`)).toHaveLength(
      WAITLIST.campaignMaxLength,
    );
  });
});

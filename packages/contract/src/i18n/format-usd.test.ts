import { describe, expect, it } from 'vitest';
import { formatUsd } from './format-usd';

describe('formatUsd', () => {
  it('writes whole amounts without cents and others with them, each locale its way', () => {
    expect(formatUsd(30, 'en')).toBe('$30');
    expect(formatUsd(4.99, 'en')).toBe('$4.99');
    expect(formatUsd(4.99, 'es')).toBe('4,99\u00a0US$');
    // a formatter kept for one locale is not used for another
    expect(formatUsd(30, 'en')).toBe('$30');
    expect(formatUsd(0.5, 'ar')).not.toBe(formatUsd(0.5, 'en'));
  });
});

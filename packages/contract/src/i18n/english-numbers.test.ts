import { describe, expect, it } from 'vitest';
import { englishCompact, englishUsd } from './english-numbers';

const usdFormats = [0, 2].map(
  (cents) =>
    new Intl.NumberFormat('en', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: cents,
    }),
);
const intlUsd = (dollars: number) => usdFormats[Number.isInteger(dollars) ? 0 : 1]!.format(dollars);
const intlCompact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** A repeatable spread of values: small, every magnitude, and the edges of each unit. */
const counts = (): number[] => {
  const values = new Set<number>();
  for (let n = 0; n <= 2000; n++) values.add(n);
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  for (let exponent = 3; exponent < 15; exponent++) {
    const base = 10 ** exponent;
    for (const edge of [base - 1, base, base + 1, base * 0.9995, base * 0.99995, base * 1.05])
      values.add(Math.round(edge));
    for (let i = 0; i < 400; i++) values.add(Math.floor((next() / 2147483647) * base * 10));
  }
  // the rounding edges of tenths: x.x5 of each unit
  for (const size of [1e3, 1e6, 1e9, 1e12])
    for (const lead of [1, 9, 99, 999]) values.add(lead * size + size * 0.05);
  return [...values].filter((n) => Number.isSafeInteger(n) && n < 1e15);
};

describe('englishUsd', () => {
  it('writes every cent amount as Intl does in English', () => {
    const amounts = [
      0,
      0.01,
      0.5,
      0.99,
      1,
      4.99,
      5,
      9.99,
      30,
      999.99,
      1000,
      1234.5,
      1e6,
      1e9 + 0.01,
    ];
    for (let cents = 0; cents < 200_000; cents += 7) amounts.push(cents / 100);
    for (const dollars of amounts)
      expect(englishUsd(dollars), String(dollars)).toBe(intlUsd(dollars));
  });

  it('leaves to Intl what would need rounding, negatives and what is not a number', () => {
    for (const dollars of [1.005, 4.999, 0.001, -1, -0.5, Number.NaN, Infinity, 1e13])
      expect(englishUsd(dollars)).toBeUndefined();
  });
});

describe('englishCompact', () => {
  it('writes counts as Intl does in English, at every magnitude and rounding edge', () => {
    const mismatches = counts()
      .map((n) => [n, englishCompact(n), intlCompact.format(n)] as const)
      .filter(([, ours, intl]) => ours !== intl);
    expect(mismatches).toEqual([]);
  });

  it('leaves to Intl negatives, fractions and counts past its units', () => {
    for (const count of [-1, 1.5, Number.NaN, 1e15, 2 ** 60])
      expect(englishCompact(count)).toBeUndefined();
  });
});

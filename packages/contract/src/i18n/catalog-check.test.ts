import { describe, expect, it } from 'vitest';
import { checkCatalog } from './catalog-check';
import { sourceMessages } from './messages';

const source = sourceMessages(
  new Map([
    [
      'demo',
      {
        title: 'Episodes',
        count: (n: number) => (n === 1 ? '1 episode' : `${n} episodes`),
        pair: (a: string, b: string) => `${a} and ${b}`,
        reasons: ['Spam'],
      },
    ],
  ]),
);

describe('the catalog check', () => {
  it('renders functions with placeholders and lists items by index', () => {
    expect(Object.fromEntries([...source].map(([k, m]) => [k, m.english]))).toEqual({
      'demo.title': 'Episodes',
      'demo.count': '{0} episodes',
      'demo.pair': '{0} and {1}',
      'demo.reasons.0': 'Spam',
    });
  });

  it('passes a complete catalog with the plural forms of its locale', () => {
    const catalog = {
      'demo.title': 'Episodios',
      'demo.count': '{0, plural, one {# episodio} many {# episodios} other {# episodios}}',
      'demo.pair': '{1} y {0}',
      'demo.reasons.0': 'Spam',
    };
    expect(checkCatalog('es', catalog, source)).toEqual([]);
  });

  it('names missing and extra keys, bad syntax, wrong arguments and missing plural forms', () => {
    const catalog = {
      'demo.count': '{0, plural, one {حلقة} other {# حلقات}}',
      'demo.pair': '{0} و {2}',
      'demo.reasons.0': 'سبام {0',
      'demo.other': 'x',
    };
    expect(checkCatalog('ar', catalog, source)).toEqual([
      'ar: missing demo.title',
      'ar: demo.count plural of {0} lacks few, many, two, zero',
      'ar: demo.pair uses {0}, {2}; English uses {0}, {1}',
      expect.stringMatching(/^ar: demo\.reasons\.0 does not parse/),
      'ar: extra demo.other',
    ]);
  });
});

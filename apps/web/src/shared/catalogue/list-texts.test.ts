import { LIST_DESCRIPTION_TEXTS, LIST_NAME_TEXTS } from '@app/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { shownListDescription, shownListName } from './list-texts';

const builtIn = {
  name: 'popular',
  displayName: 'Popular',
  description: 'Most watched of all time',
};

describe('list texts', () => {
  const saved = { name: LIST_NAME_TEXTS.popular, description: LIST_DESCRIPTION_TEXTS.popular };
  afterEach(() => {
    LIST_NAME_TEXTS.popular = saved.name;
    LIST_DESCRIPTION_TEXTS.popular = saved.description;
  });

  it("shows a built-in list's name and description in the page's language", () => {
    // as a catalog rewrites the texts objects in place (docs/product/i18n.md#how-it-works)
    LIST_NAME_TEXTS.popular = 'Populares';
    LIST_DESCRIPTION_TEXTS.popular = 'Las más vistas de todos los tiempos';
    expect(shownListName(builtIn)).toBe('Populares');
    expect(shownListDescription(builtIn)).toBe('Las más vistas de todos los tiempos');
  });

  it("keeps an editor's own name and description as written", () => {
    LIST_DESCRIPTION_TEXTS.popular = 'Las más vistas de todos los tiempos';
    const renamed = { ...builtIn, displayName: 'Hits', description: 'Our biggest hits' };
    expect(shownListName(renamed)).toBe('Hits');
    expect(shownListDescription(renamed)).toBe('Our biggest hits');
  });
});

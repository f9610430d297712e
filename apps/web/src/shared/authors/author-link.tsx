import { pagePaths } from '@app/contract';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../components/ui/focus-ring';

/**
 * A director's or cast member's name, linking to their author page (docs/product/authors.md).
 * Underlined, so it reads as a link without relying on colour.
 */
export function AuthorLink({ name }: { name: string }) {
  return (
    <Link
      to={pagePaths.author(name)}
      // a name inline among others: dir on an inline element isolates it, as <bdi> would
      dir="auto"
      className={`underline decoration-white/35 underline-offset-2 transition-colors hover:text-white hover:decoration-white focus-visible:rounded-sm ${focusRing}`}
    >
      {name}
    </Link>
  );
}

/** Names separated by commas, each one a link. */
export function AuthorLinks({ names }: { names: readonly string[] }) {
  return names.map((name, i) => (
    // a cast may list a name twice: the position keeps keys apart
    <Fragment key={`${i}:${name}`}>
      {i > 0 && ', '}
      <AuthorLink name={name} />
    </Fragment>
  ));
}

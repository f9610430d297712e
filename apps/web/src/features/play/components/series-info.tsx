import { PLAYER_TEXTS, type Series } from '@app/contract';
import type { ReactNode } from 'react';
import { AuthorLink, AuthorLinks } from '../../../shared/authors/author-link';
import { visibleTags } from '../../../shared/catalogue/series-tags';

const TEXTS = PLAYER_TEXTS;

/** Desktop: the series facts under the player. */
export function SeriesInfo({ series, className = '' }: { series: Series; className?: string }) {
  const tags = visibleTags(series.tags);
  return (
    <section aria-labelledby="series-info-title" className={`grid gap-3 ${className}`}>
      <h1 dir="auto" id="series-info-title" className="text-2xl leading-tight font-bold">
        {series.title}
      </h1>
      <dl className="m-0 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <Fact
          term={TEXTS.year}
          value={series.year > 0 ? String(series.year) : TEXTS.notAvailable}
        />
        <Fact term={TEXTS.language} value={series.language} />
        <Fact
          term={TEXTS.director}
          value={series.director && <AuthorLink name={series.director} />}
        />
        {series.cast.length > 0 && (
          <Fact term={TEXTS.cast} value={<AuthorLinks names={series.cast} />} />
        )}
      </dl>
      {series.description && (
        <p dir="auto" className="max-w-[70ch] text-[var(--muted)]">
          {series.description}
        </p>
      )}
      {tags.length > 0 && <TagList tags={tags} />}
    </section>
  );
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-[var(--muted)]">{term}</dt>
      <dd className="m-0">{value}</dd>
    </div>
  );
}

export function TagList({ tags }: { tags: string[] }) {
  return (
    <ul aria-label={TEXTS.tags} className="m-0 flex list-none flex-wrap gap-2 p-0">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-[var(--surface-2)] px-3 py-1 text-xs font-medium">
          {tag}
        </li>
      ))}
    </ul>
  );
}

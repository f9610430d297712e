import { pagePaths, WALLET_TEXTS } from '@app/contract';
import { Link } from 'react-router';
import { useMyList } from '../../../shared/my-list/my-list-query';
import { PosterImage } from '../../../lib/poster-image';
import { focusRing } from '../../../components/ui/focus-ring';
import { sectionCard } from '../../../components/ui/panel';

/** The viewer's My List on the profile page (docs/product/account.md#my-list). */
export function MyListSection() {
  const { data } = useMyList();
  const items = data?.items ?? [];
  return (
    <section aria-labelledby="my-list-title" className={`grid gap-3 ${sectionCard}`}>
      <h2 id="my-list-title" className="text-base font-semibold">
        {WALLET_TEXTS.myList}
      </h2>
      {items.length === 0 ? (
        <p className="m-0 text-sm text-muted">{WALLET_TEXTS.myListEmpty}</p>
      ) : (
        <ul className="m-0 grid list-none grid-cols-3 gap-3 p-0">
          {items.map((item) => (
            <li key={item.series_id}>
              <Link
                to={pagePaths.video(item.series_id)}
                className={`group block rounded-lg ${focusRing}`}
              >
                <PosterImage
                  src={item.card.image}
                  alt=""
                  width={200}
                  height={300}
                  className="aspect-2/3 w-full rounded-lg bg-surface-2 object-cover"
                />
                <span dir="auto" className="mt-1 block truncate text-sm font-semibold">
                  {item.card.title}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

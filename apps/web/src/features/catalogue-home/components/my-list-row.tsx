import { WALLET_TEXTS } from '@app/contract';
import { useMyList } from '../../../shared/my-list/my-list-query';
import { SeriesRow } from './series-row';

/**
 * 'My List' on the home page when the viewer keeps anything
 * (docs/product/catalogue.md#my-list-row): a row like the catalogue's, newest first.
 */
export function MyListRow() {
  const { data } = useMyList();
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <SeriesRow
      list={{
        name: 'my-list',
        displayName: WALLET_TEXTS.myList,
        series: items.map((item) => item.card),
      }}
    />
  );
}

import { WALLET_TEXTS, type SeriesId } from '@app/contract';
import { serverDetail } from '../../lib/api-error';
import { useMyListToggle } from './my-list-query';
import { focusRing } from '../../components/ui/focus-ring';

type Props = { seriesId: SeriesId; className?: string };

/** Add to / remove from My List: the button's name says which it does now. */
export function MyListButton({ seriesId, className = '' }: Props) {
  const myList = useMyListToggle(seriesId);
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        disabled={myList.pending}
        onClick={myList.toggle}
        className={`inline-flex cursor-pointer items-center gap-2 rounded-md border-0 bg-white/10 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/15 hover:bg-white/20 ${focusRing} disabled:cursor-wait ${className}`}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d={myList.inList ? 'M5 12.5l4.5 4.5L19 7.5' : 'M12 5v14M5 12h14'} />
        </svg>
        {myList.inList ? WALLET_TEXTS.removeFromMyList : WALLET_TEXTS.addToMyList}
      </button>
      {myList.error && (
        <span role="alert" className="text-sm text-red-300">
          {serverDetail(myList.error) ?? myList.error.message}
        </span>
      )}
    </span>
  );
}

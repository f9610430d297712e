import { pagePaths, PLAYER_TEXTS } from '@app/contract';
import { useLocation, useNavigate } from 'react-router';

/** /play has no site header: this is the way out. Back in history, or to the series page. */
export function BackButton({ seriesId, className = '' }: { seriesId: string; className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const onClick = () => {
    // 'default' is the key of the first entry: opened directly, there is no page to go back to
    if (location.key !== 'default') navigate(-1);
    else navigate(pagePaths.video(seriesId));
  };
  return (
    <button
      type="button"
      aria-label={PLAYER_TEXTS.back}
      onClick={onClick}
      className={`inline-flex size-10 cursor-pointer items-center justify-center rounded-full border-0 bg-black/45 text-white hover:bg-black/70 ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="currentColor"
        aria-hidden="true"
        className="rtl:-scale-x-100"
      >
        <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />
      </svg>
    </button>
  );
}

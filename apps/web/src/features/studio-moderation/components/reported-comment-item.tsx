import { STUDIO_MODERATION_TEXTS, pagePaths, type ReportedComment } from '@app/contract';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring';

const TEXTS = STUDIO_MODERATION_TEXTS;

type Props = {
  comment: ReportedComment;
  busy: boolean;
  onModerate: (hidden: boolean) => void;
};

/** One reported comment: who wrote it where, its text, the reports, and Hide or Restore. */
export function ReportedCommentItem({ comment, busy, onModerate }: Props) {
  const reasons = comment.reasons.length > 0 ? comment.reasons.join(', ') : TEXTS.noReason;
  return (
    <article
      aria-label={TEXTS.byIn(comment.username, comment.series_title)}
      data-hidden={comment.hidden}
      className={`grid gap-2 rounded-xl bg-[var(--surface)] p-4 ring-1 ring-white/10 ${
        comment.hidden ? 'opacity-70' : ''
      }`}
    >
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <span dir="auto" className="font-semibold text-white">
          {comment.username}
        </span>
        <Link
          to={pagePaths.play({ id: comment.series_id })}
          dir="auto"
          className="text-[var(--muted)] underline-offset-2 hover:text-white hover:underline"
        >
          {comment.series_title}
        </Link>
        <time dateTime={comment.timestamp} className="text-xs text-[var(--muted)]">
          {new Date(comment.timestamp).toLocaleString()}
        </time>
        {comment.parent_id !== null && (
          <span className="rounded-full bg-white/10 px-2 py-0.5 text-xs">{TEXTS.reply}</span>
        )}
        {comment.hidden && (
          <span className="rounded-full bg-[var(--accent)]/20 px-2 py-0.5 text-xs font-semibold text-[var(--accent)]">
            {TEXTS.hiddenBadge}
          </span>
        )}
      </header>
      {/* user text: always rendered as text, never as HTML */}
      <p className="m-0 text-sm break-words whitespace-pre-wrap text-white/90">{comment.content}</p>
      <footer className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="m-0 text-[var(--muted)]">
          <span className="font-semibold text-white">{TEXTS.reports(comment.report_count)}</span>
          {' · '}
          {reasons}
        </p>
        <button
          type="button"
          onClick={() => onModerate(!comment.hidden)}
          disabled={busy}
          className={`rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-black hover:bg-white/90 ${focusRing} disabled:opacity-60`}
        >
          {comment.hidden ? TEXTS.restore : TEXTS.hide}
        </button>
      </footer>
    </article>
  );
}

import {
  COMMENT_MODERATION_TEXTS,
  type Comment,
  type CommentReply,
  type SeriesId,
} from '@app/contract';
import { useId, useState, type FormEvent } from 'react';
import { useRequireSignIn } from '../../../../shared/auth/require-sign-in';
import { useDeleteComment } from '../../api/delete-comment';
import { useUid } from '../../api/get-comments';
import { useReportComment } from '../../api/report-comment';
import { focusRing } from '../../../../components/ui/focus-ring';

const TEXTS = COMMENT_MODERATION_TEXTS;

const LINK_BUTTON = `rounded-full px-2 py-1 text-xs font-semibold text-[var(--muted)] hover:text-white ${focusRing} disabled:opacity-60`;
const PANEL =
  'grid w-full gap-2 rounded-lg border border-white/10 bg-[var(--surface)] px-3 py-2 text-sm';
const PRIMARY = `rounded-full bg-white px-3 py-1 text-xs font-semibold text-black hover:bg-white/90 ${focusRing} disabled:opacity-60`;

type Props = { seriesId: SeriesId; comment: Comment | CommentReply };

/**
 * A comment's moderation actions (docs/product/comments.md#moderation): the author may delete
 * it, after a confirmation; anyone else may report it (a guest signs in first). Sits at the end
 * of the comment's action row; what it opens takes the row's full width below.
 */
export function CommentActions({ seriesId, comment }: Props) {
  const uid = useUid();
  return uid !== null && comment.user_id === uid ? (
    <DeleteAction seriesId={seriesId} comment={comment} />
  ) : (
    <ReportAction comment={comment} />
  );
}

function DeleteAction({ seriesId, comment }: Props) {
  const [confirming, setConfirming] = useState(false);
  return confirming ? (
    <ConfirmDelete seriesId={seriesId} comment={comment} onClose={() => setConfirming(false)} />
  ) : (
    <button type="button" onClick={() => setConfirming(true)} className={LINK_BUTTON}>
      {TEXTS.delete}
    </button>
  );
}

// apart from DeleteAction, as ReportForm is from ReportAction: a long thread renders one
// action per reply, and only the one opened needs a mutation
function ConfirmDelete({ seriesId, comment, onClose }: Props & { onClose: () => void }) {
  const remove = useDeleteComment(seriesId);
  const question =
    comment.parent_id === null && comment.reply_count > 0
      ? TEXTS.deleteConfirmThread
      : TEXTS.deleteConfirm;
  return (
    <div role="group" aria-label={question} className={PANEL}>
      <p className="m-0 text-white/90">{question}</p>
      <div className="flex gap-2">
        <button
          type="button"
          // the comment leaves the list at once; a failure brings it back
          onClick={() => remove.mutate(comment.comment_id, { onError: onClose })}
          disabled={remove.isPending}
          className={PRIMARY}
        >
          {TEXTS.confirmDelete}
        </button>
        <button type="button" onClick={onClose} className={LINK_BUTTON}>
          {TEXTS.cancel}
        </button>
      </div>
    </div>
  );
}

function ReportAction({ comment }: { comment: Comment | CommentReply }) {
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  const requireSignIn = useRequireSignIn();

  if (reported) {
    return (
      <p role="status" className="m-0 px-2 py-1 text-xs text-[var(--muted)]">
        {TEXTS.reported} · {TEXTS.reportThanks}
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => {
          if (requireSignIn()) setOpen((was) => !was);
        }}
        className={LINK_BUTTON}
      >
        {TEXTS.report}
      </button>
      {open && (
        <ReportForm
          commentId={comment.comment_id}
          onReported={() => setReported(true)}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}

type ReportFormProps = { commentId: string; onReported: () => void; onCancel: () => void };

function ReportForm({ commentId, onReported, onCancel }: ReportFormProps) {
  const headingId = useId();
  const [reason, setReason] = useState<string>(TEXTS.reasons[0]);
  const report = useReportComment();

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    report.mutate({ commentId, reason }, { onSuccess: onReported });
  };

  return (
    <form aria-labelledby={headingId} onSubmit={send} className={PANEL}>
      <fieldset className="m-0 grid gap-1 border-0 p-0">
        <legend id={headingId} className="mb-1 font-semibold text-white">
          {TEXTS.reportHeading}
        </legend>
        {TEXTS.reasons.map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-white/90">
            <input
              type="radio"
              name={`${headingId}-reason`}
              value={choice}
              checked={reason === choice}
              onChange={() => setReason(choice)}
            />
            {choice}
          </label>
        ))}
      </fieldset>
      <div className="flex gap-2">
        <button type="submit" disabled={report.isPending} className={PRIMARY}>
          {TEXTS.sendReport}
        </button>
        <button type="button" onClick={onCancel} className={LINK_BUTTON}>
          {TEXTS.cancel}
        </button>
      </div>
    </form>
  );
}

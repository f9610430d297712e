import { COMMENT_PAGE_TEXTS, COMMENTS, type SeriesId } from '@app/contract';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { usePostComment } from '../../api/post-comment';
import { focusRing } from '../../../../components/ui/focus-ring';

const TEXTS = COMMENT_PAGE_TEXTS;

type Props = {
  seriesId: SeriesId;
  /** The comment replied to; null writes a new top-level comment. */
  parentId?: string | null;
  label?: string;
  placeholder?: string;
  autoFocus?: boolean;
  onPosted?: () => void;
  onCancel?: () => void;
};

/**
 * Trimmed content must be non-empty, at most 500 characters; the counter
 * warns when fewer than 50 remain; no double submit (the button is disabled while posting and
 * a second submit in the same tick is ignored).
 */
export function CommentComposer({
  seriesId,
  parentId = null,
  label = TEXTS.composerLabel,
  placeholder = TEXTS.composerPlaceholder,
  autoFocus = false,
  onPosted,
  onCancel,
}: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const post = usePostComment(seriesId);
  const sending = useRef(false);
  const field = useRef<HTMLTextAreaElement>(null);

  // the viewer asked for it by pressing Reply: focus follows, in the commit that shows the field
  // (Preact leaves `autoFocus` to the browser, which ignores it once something has had the focus)
  useLayoutEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus]);

  const remaining = COMMENTS.maxLength - text.length;
  const warn = remaining < COMMENTS.warnRemaining;
  const canPost = text.trim() !== '' && !post.isPending;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canPost || sending.current) return;
    sending.current = true;
    post.mutate(
      { content: text, parentId },
      {
        onSuccess: () => {
          setText('');
          onPosted?.();
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
    if (event.key === 'Escape' && onCancel) onCancel();
  };

  return (
    <form onSubmit={submit} className="grid gap-2">
      <label htmlFor={`${id}-text`} className="sr-only">
        {label}
      </label>
      <textarea
        ref={field}
        id={`${id}-text`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={COMMENTS.maxLength}
        placeholder={placeholder}
        rows={parentId ? 2 : 3}
        readOnly={post.isPending}
        aria-describedby={`${id}-counter`}
        className={`w-full resize-y rounded-lg border border-white/10 bg-[var(--surface)] px-3 py-2 text-sm text-white placeholder:text-[var(--muted)] focus-visible:border-transparent ${focusRing}`}
      />
      <div className="flex items-center justify-end gap-3">
        <p
          id={`${id}-counter`}
          data-testid="comment-counter"
          data-warning={warn}
          aria-live={warn ? 'polite' : 'off'}
          className={`me-auto text-xs tabular-nums ${warn ? 'font-semibold text-amber-400' : 'text-[var(--muted)]'}`}
        >
          {warn ? TEXTS.charactersLeft(remaining) : `${text.length}/${COMMENTS.maxLength}`}
        </p>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className={`rounded-full px-3 py-1.5 text-sm font-semibold text-[var(--muted)] hover:text-white ${focusRing}`}
          >
            {TEXTS.cancel}
          </button>
        )}
        <button
          type="submit"
          disabled={!canPost}
          className={`rounded-full bg-[var(--accent)] px-4 py-1.5 text-sm font-semibold text-white transition hover:brightness-110 ${focusRing} disabled:cursor-not-allowed disabled:opacity-50`}
        >
          {post.isPending ? TEXTS.posting : TEXTS.post}
        </button>
      </div>
    </form>
  );
}

import { editorQueryState } from '../../../shared/auth/editor-query-state';
import {
  COMMENT_MODERATION,
  PRODUCT_NAME,
  REPORTED_COMMENT_SORTS,
  REPORTED_COMMENT_STATUSES,
  STUDIO_MODERATION_TEXTS,
  type ReportedCommentSort,
  type ReportedCommentStatus,
} from '@app/contract';
import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EditorOnly } from '../../../shared/auth/editor-only';
import { useReportedComments } from '../api/get-reported-comments';
import { useModerateComment, type Moderation } from '../api/moderate-comment';
import { searchFromView, viewFromSearch, type QueueView } from '../lib/queue-view';
import { ReportedCommentItem } from './reported-comment-item';
import { focusRing } from '../../../components/ui/focus-ring';
import { DocumentTitle } from '../../../lib/document-title';

const TEXTS = STUDIO_MODERATION_TEXTS;

// read at render: a module-level copy of the texts would keep the language it loaded in
const sortLabels = (): Record<ReportedCommentSort, string> => ({
  newest: TEXTS.sortNewest,
  most_reported: TEXTS.sortMostReported,
});
const statusLabels = (): Record<ReportedCommentStatus, string> => ({
  all: TEXTS.statusAll,
  visible: TEXTS.statusVisible,
  hidden: TEXTS.statusHidden,
});

const BUTTON = `rounded-full bg-[var(--surface-2)] px-4 py-1.5 text-sm font-semibold ring-1 ring-white/10 hover:bg-white/15 ${focusRing} disabled:opacity-50`;

/** /cms/moderation: reported comments to hide or restore (docs/product/studio.md#moderation). */
export function ModerationPage() {
  return (
    <EditorOnly>
      <ModerationQueue />
    </EditorOnly>
  );
}

function ModerationQueue() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = viewFromSearch(searchParams);
  const queue = useReportedComments(view);
  const moderate = useModerateComment();
  const [failed, setFailed] = useState(false);
  const show = (next: QueueView) => setSearchParams(searchFromView(next), { replace: true });

  const act = (moderation: Moderation) => {
    setFailed(false);
    moderate.mutate(moderation, { onError: () => setFailed(true) });
  };

  const state = editorQueryState(queue, TEXTS, (content) => <Shell>{content}</Shell>);
  if ('fallback' in state) return state.fallback;

  const { comments, total, has_more: hasMore } = state.data;
  const pages = Math.max(1, Math.ceil(total / COMMENT_MODERATION.queueDefaultLimit));
  return (
    <Shell>
      <div className="flex flex-wrap gap-4">
        <Choice
          label={TEXTS.sortLabel}
          value={view.sort}
          options={REPORTED_COMMENT_SORTS}
          labels={sortLabels()}
          onChange={(sort) => show({ ...view, sort, page: 1 })}
        />
        <Choice
          label={TEXTS.statusLabel}
          value={view.status}
          options={REPORTED_COMMENT_STATUSES}
          labels={statusLabels()}
          onChange={(status) => show({ ...view, status, page: 1 })}
        />
      </div>
      {failed && (
        <p role="alert" className="m-0 text-sm text-accent-ink">
          {TEXTS.actionFailed}
        </p>
      )}
      {comments.length === 0 ? (
        <p className="text-[var(--muted)]">{TEXTS.empty}</p>
      ) : (
        <ul className="m-0 grid list-none gap-3 p-0">
          {comments.map((comment) => (
            <li key={comment.comment_id}>
              <ReportedCommentItem
                comment={comment}
                busy={moderate.isPending && moderate.variables.commentId === comment.comment_id}
                onModerate={(hidden) =>
                  act({ commentId: comment.comment_id, seriesId: comment.series_id, hidden })
                }
              />
            </li>
          ))}
        </ul>
      )}
      {(view.page > 1 || hasMore) && (
        <nav className="flex items-center justify-center gap-4 text-sm">
          <button
            type="button"
            disabled={view.page <= 1}
            onClick={() => show({ ...view, page: view.page - 1 })}
            className={BUTTON}
          >
            {TEXTS.previous}
          </button>
          <span className="text-[var(--muted)]">{TEXTS.pageOf(view.page, pages)}</span>
          <button
            type="button"
            disabled={!hasMore}
            onClick={() => show({ ...view, page: view.page + 1 })}
            className={BUTTON}
          >
            {TEXTS.next}
          </button>
        </nav>
      )}
    </Shell>
  );
}

type ChoiceProps<T extends string> = {
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
};

function Choice<T extends string>({ label, value, options, labels, onChange }: ChoiceProps<T>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-[var(--muted)]">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option === event.target.value);
          if (chosen) onChange(chosen);
        }}
        className="rounded-lg bg-[var(--surface-2)] px-3 py-1.5 text-white ring-1 ring-white/10"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-6 md:px-6">
      <DocumentTitle>{`${TEXTS.heading} · ${PRODUCT_NAME}`}</DocumentTitle>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">{TEXTS.heading}</h1>
        <p className="text-[var(--muted)]">{TEXTS.intro}</p>
      </header>
      {children}
    </div>
  );
}

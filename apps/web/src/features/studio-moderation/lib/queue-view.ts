import {
  REPORTED_COMMENT_SORTS,
  REPORTED_COMMENT_STATUSES,
  type ReportedCommentSort,
  type ReportedCommentStatus,
} from '@app/contract';

export type QueueView = { sort: ReportedCommentSort; status: ReportedCommentStatus; page: number };

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((item) => item === value) ?? fallback;

/** The queue's order, filter and page from the URL (?sort=&status=&page=); defaults otherwise. */
export function viewFromSearch(search: URLSearchParams): QueueView {
  const page = Number(search.get('page'));
  return {
    sort: oneOf(REPORTED_COMMENT_SORTS, search.get('sort'), 'newest'),
    status: oneOf(REPORTED_COMMENT_STATUSES, search.get('status'), 'all'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL's search for a view, leaving defaults out. */
export function searchFromView(view: QueueView): Record<string, string> {
  return {
    ...(view.sort === 'newest' ? {} : { sort: view.sort }),
    ...(view.status === 'all' ? {} : { status: view.status }),
    ...(view.page === 1 ? {} : { page: String(view.page) }),
  };
}

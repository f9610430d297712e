import { authorNameSchema } from '@app/contract';
import { useLocation } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useAuthor } from '../api/get-author';
import { authorNameFromPath } from '../lib/author-name';
import { genericProfile } from '../lib/generic-profile';
import { AuthorView } from './author-view';

/**
 * /author/:name (docs/product/authors.md): the name is the director or cast name as the
 * catalogue stores it, URL-encoded in the path.
 */
export function AuthorPage() {
  const name = authorNameFromPath(useLocation().pathname);
  const parsed = authorNameSchema.safeParse(name);
  // a name the server would refuse: the generic profile, without asking
  if (!parsed.success) return <AuthorView profile={genericProfile(name)} state="generic" />;
  return <AuthorLoader name={parsed.data} />;
}

function AuthorLoader({ name }: { name: string }) {
  const { data, error, status, refetch, isFetching } = useAuthor(name);
  if (status === 'pending') return <AuthorView profile={genericProfile(name)} state="loading" />;
  if (status === 'error') {
    // an unknown author is no failure: the server answered, the name has no profile
    const answered = isApiError(error) && error.status >= 400 && error.status < 500;
    return (
      <AuthorView
        profile={genericProfile(name)}
        state="generic"
        {...(answered ? {} : { retry: { run: () => void refetch(), busy: isFetching } })}
      />
    );
  }
  return <AuthorView profile={data} state="loaded" />;
}

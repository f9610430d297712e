import { pagePaths, PLAYER_TEXTS, PRODUCT_NAME } from '@app/contract';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { DocumentTitle } from '../../../lib/document-title';

type Props = { text: string; seriesId: string; onRetry?: () => void };

/** A missing series shows 'Video not found' with Go Back to /video/{id}. */
export function PlayMessage({ text, seriesId, onRetry }: Props) {
  return (
    <section role="alert" className="mx-auto grid max-w-xl justify-items-start gap-3 px-4 py-16">
      <DocumentTitle>{`${text} · ${PRODUCT_NAME}`}</DocumentTitle>
      <h1 className="text-2xl font-bold">{text}</h1>
      <div className="flex gap-3">
        <Link to={pagePaths.video(seriesId)} className={secondaryButton}>
          {PLAYER_TEXTS.goBack}
        </Link>
        {onRetry && (
          <button type="button" className={primaryButton} onClick={onRetry}>
            {PLAYER_TEXTS.retry}
          </button>
        )}
      </div>
    </section>
  );
}

import { STUDIO_SERIES_TEXTS } from '@app/contract';
import { primaryButton } from '../../../components/ui/button';
import { fieldError } from '../../../components/ui/form-field';
import { errorText } from '../lib/error-text';

type Props = {
  /** Something changed and it is valid. */
  canSave: boolean;
  pending: boolean;
  /** The last save went through and nothing changed since. */
  saved: boolean;
  error: unknown;
};

/** A series form's Save button, with Saved once the edit is in and the failure when it is not. */
export function SaveFooter({ canSave, pending, saved, error }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className={primaryButton} disabled={!canSave || pending}>
        {pending ? STUDIO_SERIES_TEXTS.saving : STUDIO_SERIES_TEXTS.save}
      </button>
      <p role="status" className="text-sm text-muted">
        {saved ? STUDIO_SERIES_TEXTS.saved : ''}
      </p>
      {error !== null && (
        <p role="alert" className={fieldError}>
          {errorText(error)}
        </p>
      )}
    </div>
  );
}

import { ACCOUNT_TEXTS, PAGE_ROUTES } from '@app/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { serverDetail } from '../../../lib/api-error';
import { clearSession } from '../../../lib/auth/session-store';
import { dangerButton, secondaryButton } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { focusRing } from '../../../components/ui/focus-ring';
import { textInput } from '../../../components/ui/form-field';
import { deleteAccount, getAccountSummary } from '../api/account';

const TEXT = ACCOUNT_TEXTS;

type Confirm = 'password' | 'username';

/**
 * Confirms deleting the account (docs/product/privacy.md#deleting-the-account): the password, or
 * for an account that signs in only through a social provider, its username typed out. A modal
 * dialog: focus starts in the field, stays inside, Escape cancels. Once deleted the session is
 * dropped here and the user lands on the home page as a guest.
 */
export function DeleteAccountDialog({
  username,
  onClose,
}: {
  username: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const titleId = useId();
  const warningId = useId();
  const fieldId = useId();
  const errorId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [confirm, setConfirm] = useState<Confirm>('password');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // an account without a password confirms with its username
  useEffect(() => {
    const controller = new AbortController();
    getAccountSummary(controller.signal).then(
      (summary) => {
        if (!summary.has_password) setConfirm('username');
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  useEffect(() => {
    field.current?.focus();
  }, [confirm]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (value.trim() === '') {
      setError(confirm === 'password' ? TEXT.passwordRequired : TEXT.usernameRequired);
      field.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    deleteAccount(confirm === 'password' ? { password: value } : { confirm_username: value }).then(
      () => {
        clearSession();
        void navigate(PAGE_ROUTES.home, { replace: true });
      },
      (failure: unknown) => {
        setBusy(false);
        setError(serverDetail(failure) ?? TEXT.deleteFailed);
        field.current?.focus();
      },
    );
  };

  return (
    <Dialog
      labelledBy={titleId}
      describedBy={warningId}
      onClose={onClose}
      closeOnEscape={!busy}
      className="max-w-md gap-4 bg-surface p-5"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {TEXT.deleteTitle}
      </h2>
      <p id={warningId} className="text-sm text-muted">
        {TEXT.deleteWarning}
      </p>
      <form onSubmit={submit} noValidate className="grid gap-3">
        <label htmlFor={fieldId} className="text-sm font-semibold">
          {confirm === 'password' ? TEXT.passwordLabel : TEXT.usernameLabel(username)}
        </label>
        <input
          ref={field}
          id={fieldId}
          type={confirm === 'password' ? 'password' : 'text'}
          autoComplete={confirm === 'password' ? 'current-password' : 'off'}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          disabled={busy}
          className={`${textInput} ${focusRing}`}
        />
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-300">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} disabled={busy} className={secondaryButton}>
            {TEXT.cancel}
          </button>
          <button type="submit" disabled={busy} aria-busy={busy} className={dangerButton}>
            {busy ? TEXT.deleting : TEXT.confirmDelete}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

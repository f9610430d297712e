import { ACCOUNT_TEXTS, PAGE_ROUTES } from '@app/contract';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { serverDetail } from '../../../lib/api-error';
import { clearSession } from '../../../lib/auth/session-store';
import { deleteAccount, getAccountSummary } from '../api/account';

const TEXT = ACCOUNT_TEXTS;
const focusRing =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

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
  const dialog = useRef<HTMLDivElement>(null);
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

  /** Escape cancels; Tab cycles within the dialog. */
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [
      ...dialog.current.querySelectorAll<HTMLElement>('input, button:not([disabled])'),
    ];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/70 p-4">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={warningId}
        onKeyDown={onKeyDown}
        className="grid w-full max-w-md gap-4 rounded-2xl bg-surface p-5 shadow-2xl ring-1 ring-white/10"
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
            className={`h-11 rounded-lg bg-surface-2 px-3 text-white ring-1 ring-white/15 ${focusRing}`}
          />
          {error && (
            <p id={errorId} role="alert" className="text-sm text-red-300">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              className={`h-10 rounded-full bg-surface-2 px-4 text-sm font-semibold text-white ring-1 ring-white/10 hover:bg-white/15 ${focusRing}`}
            >
              {TEXT.cancel}
            </button>
            <button
              type="submit"
              disabled={busy}
              aria-busy={busy}
              className={`h-10 rounded-full bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-progress disabled:opacity-70 ${focusRing}`}
            >
              {busy ? TEXT.deleting : TEXT.confirmDelete}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

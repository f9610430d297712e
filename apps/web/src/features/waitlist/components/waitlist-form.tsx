import { TIMINGS, WAITLIST, WAITLIST_TEXTS } from '@app/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-error';
import { preloadJoinWaitlist, useJoinWaitlist } from '../api/use-join-waitlist';
import { focusRing } from '../../../components/ui/focus-ring';

const TEXT = WAITLIST_TEXTS;
const inputClass =
  'h-12 w-full rounded-xl bg-white/[0.07] px-4 text-base text-white ring-1 ring-white/15 transition placeholder:text-white/40 hover:ring-white/25 focus:bg-white/[0.1] focus:ring-white/35 aria-[invalid=true]:ring-red-400/80';

/** The server refused the address itself (it passed the browser's check): shown at the field. */
const refusedEmail = (error: unknown) =>
  isApiError(error) && error.status === 400 && error.detail === TEXT.invalidEmail;

/**
 * The waitlist form (docs/product/waitlist.md#form): an optional name and a required email.
 * Its states are the call's: idle, loading, success (the message goes after
 * TIMINGS.waitlistMessageResetMs) and error.
 */
export function WaitlistForm({ campaign }: { campaign: string | undefined }) {
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const join = useJoinWaitlist();
  const { isSuccess, reset } = join;

  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(reset, TIMINGS.waitlistMessageResetMs);
    return () => clearTimeout(timer);
  }, [isSuccess, reset]);

  const emailError = invalid || refusedEmail(join.error) ? TEXT.invalidEmail : null;
  const failed = join.isError && !refusedEmail(join.error);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (join.isPending) return;
    const address = email.trim();
    // non-empty once trimmed, and the browser's own email check (docs/product/waitlist.md#form)
    if (!address || !emailRef.current?.validity.valid) {
      setInvalid(true);
      emailRef.current?.focus();
      return;
    }
    setInvalid(false);
    join.mutate(
      {
        email: address,
        ...(name.trim() ? { name: name.trim() } : {}),
        metadata: campaign ? { campaign } : {},
      },
      {
        onSuccess: () => {
          setName('');
          setEmail('');
        },
        onError: (error) => {
          if (refusedEmail(error)) emailRef.current?.focus();
        },
      },
    );
  };

  // a new attempt starts clean: the last one's error no longer applies
  const edited = () => {
    setInvalid(false);
    if (join.isError) join.reset();
  };

  const emailErrorId = `${id}-email-error`;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadJoinWaitlist}
      aria-labelledby={`${id}-heading`}
      className="grid gap-4 rounded-3xl bg-surface/90 p-5 shadow-2xl ring-1 shadow-black/50 ring-white/10 backdrop-blur md:p-7"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-heading`} className="text-xl font-bold tracking-tight md:text-2xl">
          {TEXT.formHeading}
        </h2>
        <p className="text-sm text-muted">{TEXT.formIntro}</p>
      </div>

      <div className="grid gap-1.5">
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-white/85">
          {TEXT.nameLabel}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          maxLength={WAITLIST.nameMaxLength}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            edited();
          }}
          className={inputClass}
        />
      </div>

      <div className="grid gap-1.5">
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-white/85">
          {TEXT.emailLabel}
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={WAITLIST.emailMaxLength}
          placeholder={TEXT.emailPlaceholder}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            edited();
          }}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? emailErrorId : undefined}
          className={inputClass}
        />
        {emailError && (
          <p id={emailErrorId} className="text-sm text-red-400">
            {emailError}
          </p>
        )}
      </div>

      <button
        type="submit"
        disabled={join.isPending}
        aria-busy={join.isPending}
        className={`inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-accent px-5 text-base font-semibold text-white shadow-lg shadow-accent/25 transition hover:brightness-110 disabled:cursor-progress disabled:opacity-75 ${focusRing}`}
      >
        {join.isPending && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
        )}
        {join.isPending ? TEXT.submitting : TEXT.submit}
      </button>

      {/* one slot for the outcome or the privacy note: its height does not jump between them */}
      <div className="min-h-16 text-sm">
        <p role="status" className={isSuccess ? 'font-medium text-emerald-300' : 'sr-only'}>
          {isSuccess ? TEXT.joined : ''}
        </p>
        <p role="alert" className={failed ? 'font-medium text-red-300' : 'sr-only'}>
          {failed ? TEXT.failed : ''}
        </p>
        {!isSuccess && !failed && <p className="text-muted">{TEXT.privacy}</p>}
      </div>
    </form>
  );
}

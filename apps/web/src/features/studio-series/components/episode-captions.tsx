import { CAPTION_LANGUAGES, CAPTION_MAX_BYTES, CAPTION_TEXTS } from '@app/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { serverDetail } from '../../../lib/api-error';
import { useDeleteCaption, useEpisodeCaptions, useSaveCaption } from '../api/captions';

const BUTTON =
  'inline-flex h-8 items-center justify-center rounded-lg bg-white/[0.06] px-3 text-xs font-semibold text-white ring-1 ring-white/10 transition hover:bg-white/15 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
const INPUT =
  'h-8 min-w-0 rounded-lg bg-black/30 px-2 text-xs text-white ring-1 ring-white/15 focus-visible:outline-2 focus-visible:outline-white';

const messageOf = (error: unknown) =>
  CAPTION_TEXTS.failed(serverDetail(error) ?? (error instanceof Error ? error.message : ''));

type Status = { kind: 'saved' | 'error'; text: string } | null;

/**
 * An episode's captions in the studio (docs/product/studio.md#captions): the files it has, a
 * WebVTT upload per language (a new file replaces that language's), and removal.
 */
export function EpisodeCaptions({
  seriesId,
  episodeNumber,
}: {
  seriesId: string;
  episodeNumber: number;
}) {
  const episode = { seriesId, episodeNumber };
  const captions = useEpisodeCaptions(episode);
  const save = useSaveCaption(episode);
  const remove = useDeleteCaption(episode);
  const [language, setLanguage] = useState<string>(CAPTION_LANGUAGES[0].code);
  const [label, setLabel] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const existing = captions.data ?? [];
  const replacing = existing.some((c) => c.language === language);
  const defaultLabel = CAPTION_LANGUAGES.find((l) => l.code === language)?.label ?? language;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setStatus(null);
    if (file.size > CAPTION_MAX_BYTES) {
      setStatus({ kind: 'error', text: CAPTION_TEXTS.failed(CAPTION_TEXTS.tooLarge) });
      return;
    }
    try {
      const vtt = await file.text();
      const saved = await save.mutateAsync({
        language,
        body: { vtt, label: label.trim() || defaultLabel },
      });
      setStatus({ kind: 'saved', text: CAPTION_TEXTS.added(saved.label) });
      setFile(null);
      setLabel('');
      if (fileRef.current) fileRef.current.value = '';
    } catch (error) {
      setStatus({ kind: 'error', text: messageOf(error) });
    }
  };

  const confirmRemove = async (code: string) => {
    setConfirming(null);
    setStatus(null);
    try {
      await remove.mutateAsync(code);
    } catch (error) {
      setStatus({ kind: 'error', text: messageOf(error) });
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-2 text-sm">
      <h4
        id={`${id}-heading`}
        className="text-xs font-semibold tracking-wide text-white/70 uppercase"
      >
        {CAPTION_TEXTS.heading}
      </h4>
      {captions.isPending ? null : captions.isError ? (
        <p className="text-xs text-red-400">{CAPTION_TEXTS.loadFailed}</p>
      ) : existing.length === 0 ? (
        <p className="text-xs text-white/60">{CAPTION_TEXTS.none}</p>
      ) : (
        <ul className="grid gap-1">
          {existing.map((caption) => (
            <li key={caption.language} className="flex flex-wrap items-center gap-2">
              <a
                href={caption.url}
                target="_blank"
                rel="noreferrer"
                lang={caption.language}
                className="font-medium text-white underline-offset-2 hover:underline"
              >
                {caption.label}
              </a>
              <span className="text-xs text-white/60">
                {caption.language} · {CAPTION_TEXTS.cues(caption.cues)}
              </span>
              {confirming === caption.language ? (
                <span className="flex items-center gap-2">
                  <span className="text-xs">{CAPTION_TEXTS.confirmRemove(caption.label)}</span>
                  <button
                    type="button"
                    className={BUTTON}
                    onClick={() => void confirmRemove(caption.language)}
                  >
                    {CAPTION_TEXTS.remove}
                  </button>
                  <button type="button" className={BUTTON} onClick={() => setConfirming(null)}>
                    {CAPTION_TEXTS.cancel}
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  className={BUTTON}
                  aria-label={`${CAPTION_TEXTS.remove} ${caption.label}`}
                  disabled={remove.isPending}
                  onClick={() => setConfirming(caption.language)}
                >
                  {CAPTION_TEXTS.remove}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-xs">
          {CAPTION_TEXTS.language}
          <select
            className={INPUT}
            value={language}
            onChange={(event) => setLanguage(event.currentTarget.value)}
          >
            {CAPTION_LANGUAGES.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-xs" title={CAPTION_TEXTS.labelHint}>
          {CAPTION_TEXTS.label}
          <input
            className={`${INPUT} w-36`}
            value={label}
            maxLength={60}
            placeholder={defaultLabel}
            onChange={(event) => setLabel(event.currentTarget.value)}
          />
        </label>
        <label className="grid gap-1 text-xs">
          {CAPTION_TEXTS.file}
          <input
            ref={fileRef}
            type="file"
            accept=".vtt,text/vtt"
            className="max-w-56 text-xs file:me-2 file:rounded-md file:border-0 file:bg-white/10 file:px-2 file:py-1 file:text-white"
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          />
        </label>
        <button type="submit" className={BUTTON} disabled={!file || save.isPending}>
          {save.isPending
            ? CAPTION_TEXTS.uploading
            : replacing
              ? CAPTION_TEXTS.replace
              : CAPTION_TEXTS.upload}
        </button>
      </form>
      {status && (
        <p
          role={status.kind === 'error' ? 'alert' : 'status'}
          className={`text-xs ${status.kind === 'error' ? 'text-red-400' : 'text-emerald-400'}`}
        >
          {status.text}
        </p>
      )}
    </section>
  );
}

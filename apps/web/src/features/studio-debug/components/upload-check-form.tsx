import { CMS_PAGE_TEXTS, STUDIO_UPLOADS, UPLOAD_FILE_TYPES } from '@app/contract';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  EMPTY_CHECK_FORM,
  isUploadFileType,
  withFile,
  type CheckFormValues,
} from '../lib/check-form';
import { primaryButton } from '../../../components/ui/button';
import { textInput } from '../../../components/ui/form-field';

const TEXTS = CMS_PAGE_TEXTS.debug;

const CONTENT_TYPES = [
  ...STUDIO_UPLOADS.videoContentTypes,
  ...STUDIO_UPLOADS.imageContentTypes,
] as const;

/** The presign's fields, typed or filled from a picked file (which is never uploaded). */
export function UploadCheckForm({
  pending,
  onCheck,
}: {
  pending: boolean;
  onCheck: (values: CheckFormValues) => void;
}) {
  const [values, setValues] = useState<CheckFormValues>(EMPTY_CHECK_FORM);
  const typesId = useId();
  const set = (field: keyof CheckFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCheck(values);
  };

  return (
    <form onSubmit={submit} aria-label={TEXTS.form} className="grid gap-4 md:grid-cols-2">
      <Field label={TEXTS.fileType}>
        <select
          value={values.fileType}
          onChange={(event) => {
            const value = event.target.value;
            if (isUploadFileType(value)) setValues((current) => ({ ...current, fileType: value }));
          }}
          className={textInput}
        >
          {UPLOAD_FILE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </Field>
      <Field label={TEXTS.seriesId}>
        <input
          value={values.seriesId}
          onChange={(event) => set('seriesId')(event.target.value)}
          placeholder={TEXTS.seriesIdPlaceholder}
          className={textInput}
        />
      </Field>
      <Field label={TEXTS.episodeNumber}>
        <input
          type="number"
          min={0}
          step={1}
          value={values.episodeNumber}
          onChange={(event) => set('episodeNumber')(event.target.value)}
          className={textInput}
        />
      </Field>
      <Field label={TEXTS.fileSize}>
        <input
          type="number"
          min={0}
          step={1}
          value={values.fileSize}
          onChange={(event) => set('fileSize')(event.target.value)}
          className={textInput}
        />
      </Field>
      <Field label={TEXTS.seriesTitle}>
        <input
          value={values.seriesTitle}
          onChange={(event) => set('seriesTitle')(event.target.value)}
          className={textInput}
        />
      </Field>
      <Field label={TEXTS.contentType}>
        <input
          value={values.contentType}
          onChange={(event) => set('contentType')(event.target.value)}
          list={typesId}
          placeholder={TEXTS.contentTypePlaceholder}
          className={textInput}
        />
        <datalist id={typesId}>
          {CONTENT_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
      </Field>
      <Field label={TEXTS.pickFile}>
        <input
          type="file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) setValues((current) => withFile(current, file));
          }}
          className="text-sm text-white/80 file:me-3 file:rounded-lg file:border-0 file:bg-white/10 file:px-3 file:py-1.5 file:text-white"
        />
      </Field>
      <div className="flex items-end">
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? TEXTS.checking : TEXTS.checkUpload}
        </button>
      </div>
    </form>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="grid gap-1.5 text-sm">
      <span className="font-medium text-white/85">{label}</span>
      {children}
    </label>
  );
}

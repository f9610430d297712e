import { UPLOAD_FILE_TYPES, type PresignBody, type UploadFileType } from '@app/contract';

/** The debugger's form as typed: every field text, as the inputs hold it. */
export type CheckFormValues = {
  fileType: UploadFileType;
  seriesId: string;
  episodeNumber: string;
  fileSize: string;
  seriesTitle: string;
  contentType: string;
};

export const EMPTY_CHECK_FORM: CheckFormValues = {
  fileType: 'video',
  seriesId: '',
  episodeNumber: '',
  fileSize: '',
  seriesTitle: '',
  contentType: '',
};

export const isUploadFileType = (value: string): value is UploadFileType =>
  (UPLOAD_FILE_TYPES as readonly string[]).includes(value);

// a blank or non-numeric field is left out, as the studio's uploader leaves out what it lacks
const wholeNumber = (text: string): number | null => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? Math.trunc(value) : null;
};
const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The body the upload check (and a presign) takes; the server judges what is wrong with it. */
export function toCheckBody(values: CheckFormValues): PresignBody {
  return {
    fileType: values.fileType,
    seriesId: values.seriesId,
    episodeNumber: wholeNumber(values.episodeNumber),
    fileSize: wholeNumber(values.fileSize),
    seriesTitle: textOrNull(values.seriesTitle),
    contentType: textOrNull(values.contentType),
  };
}

/**
 * A picked file fills the size and the type, and the kind of upload its type suggests: a video,
 * else an image as the poster (or as a thumbnail when that is what the form says already).
 */
export function withFile(values: CheckFormValues, file: File): CheckFormValues {
  const fileType: UploadFileType = file.type.startsWith('video/')
    ? 'video'
    : file.type.startsWith('image/')
      ? values.fileType === 'thumbnail'
        ? 'thumbnail'
        : 'poster'
      : values.fileType;
  return { ...values, fileType, fileSize: String(file.size), contentType: file.type };
}

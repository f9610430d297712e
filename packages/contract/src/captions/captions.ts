import { z } from 'zod';
import { captionTrackSchema } from '../catalogue/catalogue';
import { envelope } from '../common/envelope';
import { episodeNumberParamSchema, seriesIdSchema } from '../common/ids';
import { defineTexts } from '../common/texts';

/**
 * Captions of an episode (docs/product/studio.md#captions): one WebVTT file per language, added
 * by editors, played by the player's CC button and the HLS subtitles rendition.
 */

/** Upper bound of a caption upload: the WebVTT text in its JSON body. */
export const CAPTION_MAX_BYTES = 1024 * 1024;
/** The JSON body around it: quotes, escapes, the label. */
export const CAPTION_BODY_LIMIT_BYTES = CAPTION_MAX_BYTES + 64 * 1024;

/** The languages the studio's picker offers first; any BCP 47 code is accepted. */
export const CAPTION_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'ko', label: 'Korean' },
  { code: 'ja', label: 'Japanese' },
  { code: 'zh-Hans', label: 'Chinese (Simplified)' },
  { code: 'zh-Hant', label: 'Chinese (Traditional)' },
  { code: 'hi', label: 'Hindi' },
  { code: 'es', label: 'Spanish' },
  { code: 'fr', label: 'French' },
  { code: 'de', label: 'German' },
  { code: 'it', label: 'Italian' },
  { code: 'pt-BR', label: 'Portuguese (Brazil)' },
  { code: 'ru', label: 'Russian' },
  { code: 'ar', label: 'Arabic' },
  { code: 'th', label: 'Thai' },
  { code: 'vi', label: 'Vietnamese' },
] as const;

export const CAPTION_TEXTS = /* @__PURE__ */ defineTexts('caption', {
  // the server's answers
  invalidLanguage: 'Invalid language: use a code like en, ko or pt-BR',
  emptyFile: 'The caption file is empty',
  tooLarge: 'The caption file is over 1 MB',
  notWebVtt: 'Not a WebVTT file: the first line must be WEBVTT',
  noCues: 'The caption file has no cues',
  badTiming: (line: number, text: string) =>
    `Line ${line}: invalid cue timing "${text.slice(0, 80)}" (expected hh:mm:ss.ttt --> hh:mm:ss.ttt)`,
  endBeforeStart: (line: number) => `Line ${line}: the cue ends before it starts`,
  missingTiming: (line: number) => `Line ${line}: a cue needs a timing line (start --> end)`,
  blankLineFirst: (line: number) => `Line ${line}: a cue must follow a blank line`,
  captionNotFound: (language: string) => `No ${language} captions on this episode`,
  // the studio's panel
  heading: 'Captions',
  none: 'No captions yet.',
  language: 'Language',
  label: 'Label',
  labelHint: 'Shown in the player’s CC menu',
  file: 'WebVTT file (.vtt)',
  upload: 'Add captions',
  replace: 'Replace',
  uploading: 'Uploading…',
  remove: 'Remove',
  cancel: 'Cancel',
  cues: (n: number) => (n === 1 ? '1 cue' : `${n} cues`),
  confirmRemove: (label: string) => `Remove the ${label} captions?`,
  added: (label: string) => `${label} captions saved.`,
  loadFailed: 'Could not load the captions.',
  failed: (detail: string) => `That did not work: ${detail}`,
});

/**
 * A BCP 47 language tag (`en`, `ko`, `pt-BR`, `zh-Hant`, `es-419`) in its canonical case: it
 * names the HLS rendition's LANGUAGE and the <track>'s srclang.
 */
export const captionLanguageSchema = z
  .string()
  .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}$/, CAPTION_TEXTS.invalidLanguage)
  .transform((tag, ctx) => {
    try {
      return Intl.getCanonicalLocales(tag)[0] ?? tag;
    } catch {
      ctx.addIssue({ code: 'custom', message: CAPTION_TEXTS.invalidLanguage });
      return z.NEVER;
    }
  });

export const episodeCaptionsParamsSchema = z
  .object({ id: seriesIdSchema, number: episodeNumberParamSchema })
  .strict();

export const episodeCaptionParamsSchema = z
  .object({ id: seriesIdSchema, number: episodeNumberParamSchema, language: captionLanguageSchema })
  .strict();

/** PUT …/captions/:language: the WebVTT text; a new file for a language replaces the old one. */
export const putCaptionBodySchema = z
  .object({
    /** What the CC menu shows; the language's English name when absent. */
    label: z.string().trim().max(60).nullish(),
    /** At most CAPTION_MAX_BYTES as UTF-8: the server answers 413 beyond (the body limit first). */
    vtt: z.string().min(1, CAPTION_TEXTS.emptyFile),
  })
  .strict();
export type PutCaptionBody = z.input<typeof putCaptionBodySchema>;

/** A caption as the studio lists it: the track the player gets, and what was stored. */
export const studioCaptionSchema = captionTrackSchema.extend({
  /** Cues in the file. */
  cues: z.number().int().nonnegative(),
  sizeBytes: z.number().int().nonnegative(),
  updatedAt: z.string(),
});
export type StudioCaption = z.infer<typeof studioCaptionSchema>;

export const captionListResponseSchema = envelope(
  z.object({ captions: z.array(studioCaptionSchema) }),
);
export type CaptionListResponse = z.infer<typeof captionListResponseSchema>;

export const captionResponseSchema = envelope(studioCaptionSchema);
export type CaptionResponse = z.infer<typeof captionResponseSchema>;

export const deleteCaptionResponseSchema = envelope(
  z.object({ language: z.string(), deleted: z.literal(true) }),
);

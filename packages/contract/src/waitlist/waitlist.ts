import { z } from 'zod';
import { WAITLIST_TEXTS } from './texts';
import { WAITLIST } from './constants';

const invalidEmail = { error: WAITLIST_TEXTS.invalidEmail };

/** Trimmed, non-empty and shaped like an address; a missing or blank one gets `invalidEmail`. */
const waitlistEmailSchema = z
  .string(invalidEmail)
  .trim()
  .min(1, invalidEmail)
  .max(WAITLIST.emailMaxLength, invalidEmail)
  .pipe(z.email(invalidEmail));

/** Trimmed free text; an empty one is none. PostgreSQL text cannot hold NUL: refused here. */
const optionalText = (max: number, tooLong: string, invalid: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .refine((text) => !text.includes('\u0000'), { error: invalid })
    .transform((text) => (text === '' ? null : text))
    .nullish();

/**
 * POST /api/waitlist/join {email, name?, metadata?: {campaign?}}. Fields the spec does not name
 * (other metadata keys) are dropped.
 */
export const waitlistJoinBodySchema = z.object({
  email: waitlistEmailSchema,
  name: optionalText(
    WAITLIST.nameMaxLength,
    WAITLIST_TEXTS.nameTooLong(WAITLIST.nameMaxLength),
    WAITLIST_TEXTS.nameInvalid,
  ),
  metadata: z
    .object({
      campaign: optionalText(
        WAITLIST.campaignMaxLength,
        WAITLIST_TEXTS.campaignTooLong(WAITLIST.campaignMaxLength),
        WAITLIST_TEXTS.campaignInvalid,
      ),
    })
    .nullish(),
});
export type WaitlistJoinBody = z.input<typeof waitlistJoinBodySchema>;

/**
 * The same answer for a first join and a repeat: the call does not tell whether an address is
 * already on the list.
 */
export const waitlistJoinResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type WaitlistJoinResponse = z.infer<typeof waitlistJoinResponseSchema>;

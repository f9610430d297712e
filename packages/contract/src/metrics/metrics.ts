import { z } from 'zod';
import { seriesIdSchema, viewerIdSchema } from '../common/ids';
import { METRICS_TEXTS } from './texts';

/** When each is sent: docs/product/metrics.md#watch-tracking. */
export const WATCH_EVENT_TYPES = [
  'video_start',
  'video_resume',
  'video_pause',
  'video_progress',
  'video_complete',
  'video_stop',
] as const;
export type WatchEventType = (typeof WATCH_EVENT_TYPES)[number];

/**
 * What one request may carry. A bigger array is refused whole (400), a bigger
 * body with 413; the client's batches (METRICS.batchSize) are far below both.
 */
export const METRICS_LIMITS = {
  maxEventsPerRequest: 500,
  maxBodyBytes: 512 * 1024,
  userEventMaxFields: 32,
  userEventMaxBytes: 4096,
  /** A position or duration beyond a day is a broken player, not a long episode. */
  maxSeconds: 86_400,
} as const;

/** Epoch milliseconds or an ISO 8601 date-time; stored as the client's time next to ours. */
const clientTimestampSchema = z
  .union([z.number().int().positive(), z.iso.datetime({ offset: true })])
  .transform((v) => new Date(v));

/**
 * PostgreSQL text and jsonb cannot hold NUL, and its JSON parser refuses a lone UTF-16 surrogate
 * (JSON.stringify writes it as an escape): such an event is refused, not a 500.
 */
const hasNul = (text: string) => text.includes('\u0000');
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const hasLoneSurrogate = (text: string) => LONE_SURROGATE.test(text);
const storableText = (schema: z.ZodString) =>
  schema
    .refine((text) => !hasNul(text), { error: METRICS_TEXTS.nulCharacter })
    .refine((text) => !hasLoneSurrogate(text), { error: METRICS_TEXTS.loneSurrogate });
const textField = (max: number) => storableText(z.string().min(1).max(max));
const platformSchema = textField(32);
const containsText = (value: unknown, bad: (text: string) => boolean): boolean =>
  typeof value === 'string'
    ? bad(value)
    : typeof value === 'object' && value !== null
      ? Object.entries(value).some(([key, item]) => bad(key) || containsText(item, bad))
      : false;
const secondsSchema = z.number().nonnegative().max(METRICS_LIMITS.maxSeconds);

/**
 * A watch event (docs/product/metrics.md#watch-events): the required fields plus three optional
 * ones: `event_id`, a client-generated uuid, is the documented way to have a retried batch stored
 * once (without it the server derives the key from the event's own fields); `viewer_id` files the
 * event under the anonymous viewer (without it, under the signed-in user, else as anonymous,
 * with nothing to resume); `episode_number` lets continue watching link /play. `user_id` is
 * accepted but not trusted: the server takes the user from the bearer token. Unknown fields are
 * dropped.
 */
export const watchEventSchema = z.object({
  event_id: z.uuid().optional(),
  viewer_id: viewerIdSchema.optional(),
  user_id: storableText(z.string().max(64)).nullable().optional(),
  series_id: seriesIdSchema,
  episode_id: textField(100),
  /** At most PostgreSQL's integer: a larger one would fail the write. */
  episode_number: z.number().int().positive().max(2_147_483_647).optional(),
  event_type: z.enum(WATCH_EVENT_TYPES),
  current_time: secondsSchema,
  episode_duration: secondsSchema,
  platform: platformSchema,
  timestamp: clientTimestampSchema,
  session_id: textField(100),
});
/** What the client sends. */
export type WatchEventInput = z.input<typeof watchEventSchema>;
export type WatchEvent = z.output<typeof watchEventSchema>;

/**
 * A user event (docs/product/metrics.md#metrics-calls): platform, timestamp plus free fields
 * (JSON values), within METRICS_LIMITS. `event_id` (optional) dedupes retries as for watch events.
 */
const userEventFields = {
  event_id: z.uuid().optional(),
  platform: platformSchema,
  timestamp: clientTimestampSchema,
  viewer_id: viewerIdSchema.optional(),
};
const isFreeField = (key: string) => !Object.hasOwn(userEventFields, key);
export const userEventSchema = z
  .object(userEventFields)
  .catchall(z.json())
  .superRefine((event, ctx) => {
    if (Object.keys(event).filter(isFreeField).length > METRICS_LIMITS.userEventMaxFields)
      ctx.addIssue({
        code: 'custom',
        message: METRICS_TEXTS.tooManyFields(METRICS_LIMITS.userEventMaxFields),
      });
    else {
      const json = JSON.stringify(event);
      if (json.length > METRICS_LIMITS.userEventMaxBytes)
        ctx.addIssue({
          code: 'custom',
          message: METRICS_TEXTS.eventTooLarge(METRICS_LIMITS.userEventMaxBytes),
        });
      else if (containsText(event, hasNul))
        ctx.addIssue({ code: 'custom', message: METRICS_TEXTS.nulCharacter });
      else if (containsText(event, hasLoneSurrogate))
        ctx.addIssue({ code: 'custom', message: METRICS_TEXTS.loneSurrogate });
    }
  });
export type UserEventInput = z.input<typeof userEventSchema>;
export type UserEvent = z.output<typeof userEventSchema>;

/**
 * One event object or an array of them. Each event is validated on its own, so one
 * malformed event does not cost its neighbours (see metricsBatchResultSchema).
 */
const eventBatchSchema = z.union([
  z
    .array(z.unknown())
    .min(1, { error: METRICS_TEXTS.noValidEvents })
    .max(METRICS_LIMITS.maxEventsPerRequest, {
      error: METRICS_TEXTS.tooManyEvents(METRICS_LIMITS.maxEventsPerRequest),
    }),
  z.looseObject({}),
]);
export const watchEventsBodySchema = eventBatchSchema;
export type WatchEventsBody = WatchEventInput | WatchEventInput[];
export const userEventsBodySchema = eventBatchSchema;
export type UserEventsBody = UserEventInput | UserEventInput[];

/**
 * The answer to a metrics batch, sent once the accepted events are committed:
 * - 200: every event stored (`duplicates` were already stored by an earlier try);
 * - 207: some events rejected (listed by their index in the request), the others stored;
 * - 400 `{detail, code, ...this}`: every event rejected, nothing stored.
 * A single object counts as index 0.
 */
export const metricsBatchResultSchema = z.object({
  accepted: z.number().int().nonnegative(),
  duplicates: z.number().int().nonnegative(),
  rejected: z.array(z.object({ index: z.number().int().nonnegative(), detail: z.string() })),
});
export type MetricsBatchResult = z.infer<typeof metricsBatchResultSchema>;

/**
 * The waitlist's limits (docs/product/waitlist.md), apart from its zod schemas (waitlist.ts): the
 * landing page reads them before any call, and zod would weigh on its first paint.
 */
export const WAITLIST = {
  /** RFC 5321's limit on a forward path. */
  emailMaxLength: 254,
  nameMaxLength: 100,
  campaignMaxLength: 100,
  /** Joins per client address and window, repeats included: a form, not a bulk import. */
  joinsPerIp: 20,
  joinsPerIpWindowMs: 60 * 60_000,
  /** The page's query parameters that name the campaign, first found wins. */
  campaignParams: ['campaign', 'utm_campaign'],
} as const;

/** The export's columns, in order (GET /api/studio/waitlist.csv). */
export const WAITLIST_CSV_COLUMNS = ['email', 'name', 'campaign', 'joined_at'] as const;

import { z } from 'zod';
import { catalogueLanguageQuerySchema, seriesCardSchema } from '../catalogue/catalogue';
import { RANKING_KINDS } from './constants';

/** `GET /api/rankings?kind=…`: one ranking; `lang` titles its cards as the catalogue's calls do. */
export const rankingsQuerySchema = z
  .object({
    kind: z.enum(RANKING_KINDS),
    lang: catalogueLanguageQuerySchema.shape.lang,
  })
  .strict();
export type RankingsQuery = z.input<typeof rankingsQuerySchema>;

/** One ranked series: the catalogue's card with its place now and a day earlier. */
export const rankingEntrySchema = seriesCardSchema.extend({
  rank: z.number().int().positive(),
  /** Its rank in the same ranking a day earlier; null when it was not in the top then. */
  previous_rank: z.number().int().positive().nullable(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

export const rankingsResponseSchema = z.object({
  success: z.literal(true),
  kind: z.enum(RANKING_KINDS),
  /** When the ranking was computed (ISO 8601). */
  computed_at: z.string(),
  data: z.array(rankingEntrySchema),
});
export type RankingsResponse = z.infer<typeof rankingsResponseSchema>;

import { LIST_TAG_PREFIX, SEARCH } from '../constants';
import {
  compilePattern,
  mayMatch,
  textScore,
  TYPO_BASE,
  TYPO_COST,
  type FieldText,
  type Hits,
  type Pattern,
} from './pattern';
import { charMask, normalizeText, pairSet } from './text';

export { normalizeText } from './text';

/**
 * The weighted fuzzy search (docs/product/catalogue.md#matching) over the client-side index.
 * Scores run like Fuse.js: 0 is a perfect match, 1 no match, and a record is kept when its
 * score is at most the threshold (0.4).
 *
 * A field's score comes from the best of these, on normalised text (lowercase, accents
 * stripped, punctuation as spaces):
 * - the whole field equals the query: 0;
 * - the field starts with it: 0.05, a word in it starts with it: 0.1, it occurs inside a
 *   word: 0.2 (not for a single letter) — each plus up to 0.1 for how much of the field is
 *   left unmatched;
 * - the query matches a part of the field with k typos (edit distance, Myers' bit-parallel
 *   algorithm): 0.1 + 1.2·k/length plus up to 0.05 for the rest of the field, allowing at
 *   most one typo per 5 query characters (3 in all).
 *
 * Lighter fields need a better match: a field adds (1 − weight / heaviest weight) × 0.1, so
 * an exact director (0.2) scores 0.05 and a typo needs a longer query there than in a title.
 * The record takes its best field; ties go to the record matching more weight in total.
 * A query of several words that matches no field as a phrase matches when each word occurs
 * as typed in some field (typos count only for the whole phrase); the record then scores the
 * mean of its words plus 0.05.
 *
 * Speed (p95 ≤ 8 ms per keystroke at 10k titles, bench/search;
 * docs/decisions.md#performance-targets): values are normalised once per index and each
 * distinct value (a cast name, a genre) is scored once per keystroke; exact hits come from one
 * indexOf pass over all records' text; the typo search runs only where cheap filters (letters
 * present, character pairs kept, a piece of the query found intact) allow a match, and not at
 * all once it could not enter the top.
 */

export type SearchWeights = Readonly<Record<SearchField, number>>;
export type SearchField = keyof typeof SEARCH.weights;

/** The fields the matcher reads; SeriesSearchRecord has them all. */
export type SearchableRecord = {
  title: string;
  /** The title in the series' other languages, matched as the title is. */
  titles?: readonly string[];
  director: string;
  cast: readonly string[];
  tags: readonly string[];
  language: string;
  genre: readonly string[];
};

export type SearchHit<T> = { item: T; score: number };

export type FuzzyIndex<T> = {
  readonly size: number;
  /** Best matches first, at most `limit` of them. A blank query finds nothing. */
  search: (query: string, limit?: number) => SearchHit<T>[];
};

export type FuzzyIndexOptions = { weights?: SearchWeights; threshold?: number };

const FIELDS = ['title', 'director', 'cast', 'tags', 'language', 'genre'] as const;
const FIELD_PENALTY = 0.1;
const MULTI_WORD_PENALTY = 0.05;

type IndexedRecord<T> = {
  item: T;
  /** Every field's text, joined by newlines: one cheap scan rules most records out. */
  all: string;
  mask: number;
  /** Which character pairs occur in `all`, hashed onto 1,024 bits. */
  pairs: Int32Array;
  /** Distinct-value ids of every field value, field by field; `ends[f]` closes field f. */
  ids: Int32Array;
  ends: Uint8Array;
};

export function createFuzzyIndex<T extends SearchableRecord>(
  records: readonly T[],
  options: FuzzyIndexOptions = {},
): FuzzyIndex<T> {
  const weights = options.weights ?? SEARCH.weights;
  const threshold = options.threshold ?? SEARCH.threshold;
  const heaviest = Math.max(...FIELDS.map((f) => weights[f]));
  const penalties = FIELDS.map((f) => (1 - weights[f] / heaviest) * FIELD_PENALTY);
  const fieldWeights = FIELDS.map((f) => weights[f]);

  const distinct = new Map<string, FieldText>();
  const prepare = (values: readonly string[]): FieldText[] =>
    values.map(normalizeText).flatMap((text) => {
      if (!text) return [];
      let field = distinct.get(text);
      if (!field) {
        field = { id: distinct.size, text, mask: charMask(text) };
        distinct.set(text, field);
      }
      return [field];
    });

  // normalised once per index, not per keystroke
  const indexed: IndexedRecord<T>[] = records.map((item) => {
    const fields = [
      prepare(item.titles ? [item.title, ...item.titles] : [item.title]),
      prepare([item.director]),
      prepare(item.cast),
      // `list:` tags mark list membership, not words a viewer searches for
      prepare(item.tags.filter((tag) => !tag.startsWith(LIST_TAG_PREFIX))),
      prepare([item.language]),
      prepare(item.genre),
    ];
    const flat = fields.flat();
    const mask = flat.reduce((acc, field) => acc | field.mask, 0);
    const all = flat.map((field) => field.text).join('\n');
    const ends = new Uint8Array(FIELDS.length);
    fields.reduce((end, values, f) => (ends[f] = Math.min(255, end + values.length)), 0);
    const ids = Int32Array.from(flat.slice(0, 255), (field) => field.id);
    return { item, all, mask, pairs: pairSet(all), ids, ends };
  });

  const texts = [...distinct.values()];

  // every record's text in one string: a native indexOf over it finds the few records that
  // hold a word much faster than a call per record
  const corpus = indexed.map((record) => record.all).join('\0');
  const starts = new Int32Array(indexed.length + 1);
  for (let r = 0, at = 0; r <= indexed.length; r++) {
    starts[r] = at;
    at += (indexed[r]?.all.length ?? 0) + 1;
  }
  /** Marks the records whose text holds `needle` (normalised text has no NUL or newline). */
  const markContaining = (needle: string, marks: Uint8Array) => {
    let r = 0;
    for (let at = corpus.indexOf(needle); at >= 0; at = corpus.indexOf(needle, starts[r + 1]!)) {
      // positions only grow: walk the record cursor forward
      while (starts[r + 1]! <= at) r++;
      marks[r] = 1;
    }
  };
  const hitsOf = (pattern: Pattern): Hits => {
    const exact = new Uint8Array(indexed.length);
    if (pattern.query.length > 1) {
      markContaining(pattern.query, exact);
    } else {
      // one letter only matches at the start of a word (textScore says the same)
      for (const before of [' ', '\n', '\0']) markContaining(before + pattern.query, exact);
      if (corpus.startsWith(pattern.query)) exact[0] = 1;
    }
    return exact;
  };

  // the last record scored: plain numbers, no object per record and keystroke
  let score = Infinity;
  let matchedWeight = 0;

  /** The record's best field score with its penalty, and the weight it matched in total. */
  const scoreRecord = (
    record: IndexedRecord<T>,
    pattern: Pattern,
    // each distinct value is scored once per keystroke; -1: not scored yet
    cache: Float64Array,
  ): boolean => {
    score = Infinity;
    matchedWeight = 0;
    const { ids, ends } = record;
    let v = 0;
    for (let f = 0; f < FIELDS.length; f++) {
      let fieldBest = Infinity;
      for (const end = ends[f]!; v < end; v++) {
        const id = ids[v]!;
        let s = cache[id]!;
        if (s < 0) {
          s = textScore(pattern, texts[id]!);
          cache[id] = s;
        }
        if (s < fieldBest) fieldBest = s;
      }
      const adjusted = fieldBest + penalties[f]!;
      if (adjusted <= threshold) {
        matchedWeight += fieldWeights[f]! * (1 - fieldBest);
        if (adjusted < score) score = adjusted;
      }
    }
    return score <= threshold;
  };

  /** Every word matches some field; the record scores their mean plus a penalty. */
  const scoreWords = (
    r: number,
    words: Pattern[],
    wordHits: Hits[],
    caches: Float64Array[],
  ): boolean => {
    const record = indexed[r]!;
    // words match as typed (typos are forgiven in the whole phrase): a lookup per word
    for (let w = 0; w < wordHits.length; w++) if (!wordHits[w]![r]) return false;
    let total = 0;
    let weight = 0;
    for (let w = 0; w < words.length; w++) {
      if (!scoreRecord(record, words[w]!, caches[w]!)) return false;
      total += score;
      weight += matchedWeight;
    }
    score = total / words.length + MULTI_WORD_PENALTY;
    matchedWeight = weight;
    return score <= threshold;
  };

  const search = (rawQuery: string, limit: number = SEARCH.maxResults): SearchHit<T>[] => {
    const query = normalizeText(rawQuery);
    if (!query || limit <= 0) return [];
    const phrase = compilePattern(query);
    const words = query.includes(' ')
      ? // a lone letter (the s of "billionaire's") would match every record: no filter
        [...new Set(query.split(' ').filter((word) => word.length > 1))]
          .sort((a, b) => b.length - a.length)
          // exact words only: no typo budget, no filters to build
          .map((word) => ({ ...compilePattern(word), maxTypos: 0 }))
      : [];
    const newCache = () => new Float64Array(distinct.size).fill(-1);
    const phraseCache = newCache();
    const wordCaches = words.map(newCache);
    const phraseHits = hitsOf(phrase);
    const typoFloor = TYPO_BASE + TYPO_COST / phrase.text.length;
    const wordHits = words.map(hitsOf);

    // the best `limit` hits so far, best first: no sort of thousands of hits per keystroke
    const topScore: number[] = [];
    const topWeight: number[] = [];
    const topRecord: number[] = [];
    for (let r = 0; r < indexed.length; r++) {
      const record = indexed[r]!;
      // once the top is full, skip the work that cannot beat its worst hit: a typo costs
      // at least TYPO_BASE + TYPO_COST / length, a match by words MULTI_WORD_PENALTY
      const worst = topScore.length === limit ? topScore[limit - 1]! : Infinity;
      const found =
        ((phraseHits[r] === 1 || typoFloor <= worst) &&
          mayMatch(phrase, phraseHits, r, record) &&
          scoreRecord(record, phrase, phraseCache)) ||
        (words.length > 1 &&
          MULTI_WORD_PENALTY <= worst &&
          scoreWords(r, words, wordHits, wordCaches));
      if (!found) continue;
      let at = topScore.length;
      // ties: more matched weight first, then index order
      while (
        at > 0 &&
        (score < topScore[at - 1]! ||
          (score === topScore[at - 1]! && matchedWeight > topWeight[at - 1]!))
      ) {
        at--;
      }
      if (at >= limit) continue;
      topScore.splice(at, 0, score);
      topWeight.splice(at, 0, matchedWeight);
      topRecord.splice(at, 0, r);
      if (topScore.length > limit) {
        topScore.pop();
        topWeight.pop();
        topRecord.pop();
      }
    }
    return topRecord.map((r, i) => ({ item: indexed[r]!.item, score: topScore[i]! }));
  };

  return { size: indexed.length, search };
}

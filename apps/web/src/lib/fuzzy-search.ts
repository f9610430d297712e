import { LIST_TAG_PREFIX, SEARCH } from '@app/contract';

/**
 * The spec's weighted fuzzy search (§5, §9) over the client-side index. Scores run like
 * Fuse.js: 0 is a perfect match, 1 no match, and a record is kept when its score is at most
 * the threshold (0.4).
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
 * Speed (DESIGN §5: p95 ≤ 8 ms per keystroke at 10k titles, bench/search): values are
 * normalised once per index and each distinct value (a cast name, a genre) is scored once
 * per keystroke; exact hits come from one indexOf pass over all records' text; the typo
 * search runs only where cheap filters (letters present, character pairs kept, a piece of
 * the query found intact) allow a match, and not at all once it could not enter the top.
 */

export type SearchWeights = Readonly<Record<SearchField, number>>;
export type SearchField = keyof typeof SEARCH.weights;

/** The fields the matcher reads; SeriesSearchRecord has them all. */
export type SearchableRecord = {
  title: string;
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
const TYPO_BASE = 0.1;
const TYPO_COST = 1.2;
const CHARS_PER_TYPO = 5;
/** More typos than this is another query, and would let every record through the filters. */
const MAX_TYPOS = 3;
/** Myers' algorithm keeps one pattern column in a 32-bit word. */
const MAX_FUZZY_LENGTH = 32;
const MULTI_WORD_PENALTY = 0.05;

const MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/** Lowercase, accents stripped, runs of anything but letters and digits as one space. */
export function normalizeText(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(SEPARATORS, ' ').trim();
}

/** One bit per letter a–z, the rest hashed onto six bits: a cheap "which characters" set. */
function charMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 32) continue;
    mask |= 1 << (code >= 97 && code <= 122 ? code - 97 : 26 + (code % 6));
  }
  return mask;
}

const PAIR_BITS = 1024;

function pairHash(a: number, b: number): number {
  return (Math.imul((a << 16) ^ b, 0x9e3779b1) >>> 22) & (PAIR_BITS - 1);
}

function pairSet(text: string): Int32Array {
  const set = new Int32Array(PAIR_BITS / 32);
  for (let i = 0; i + 1 < text.length; i++) {
    const hash = pairHash(text.charCodeAt(i), text.charCodeAt(i + 1));
    set[hash >>> 5]! |= 1 << (hash & 31);
  }
  return set;
}

function popcount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** A distinct normalised field value; records share it (cast, genres, languages repeat). */
type FieldText = { id: number; text: string; mask: number };
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

type Pattern = {
  /** The normalised query (or one of its words). */
  query: string;
  /** The query after a space: a match at the start of a word. */
  wordStart: string;
  /** Its first 32 characters, the part typos are counted on. */
  text: string;
  mask: number;
  maxTypos: number;
  /** maxTypos + 1 pieces of the query: a match with k typos contains one of them intact. */
  pieces: string[];
  /** Where each piece starts in the pattern. */
  pieceStarts: number[];
  /** Hashes of the query's character pairs, and how many a match within maxTypos keeps. */
  pairs: Int32Array;
  pairsNeeded: number;
  /** Myers' per-character bit vectors: a table for ASCII, a map for the rest. */
  ascii: Int32Array;
  other: Map<number, number>;
};

function compilePattern(query: string): Pattern {
  const text = query.slice(0, MAX_FUZZY_LENGTH);
  const ascii = new Int32Array(128);
  const other = new Map<number, number>();
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) ascii[code]! |= 1 << i;
    else other.set(code, (other.get(code) ?? 0) | (1 << i));
  }
  const maxTypos = Math.min(MAX_TYPOS, Math.floor(text.length / CHARS_PER_TYPO));
  const pieceStarts = Array.from({ length: maxTypos + 1 }, (_, i) =>
    Math.floor((i * text.length) / (maxTypos + 1)),
  );
  const pieces = pieceStarts.map((start, i) => text.slice(start, pieceStarts[i + 1]));
  const pairs = new Int32Array(Math.max(0, text.length - 1));
  for (let i = 0; i < pairs.length; i++) {
    pairs[i] = pairHash(text.charCodeAt(i), text.charCodeAt(i + 1));
  }
  return {
    pieces,
    pieceStarts,
    pairs,
    // q-gram lemma: k edits destroy at most 2k of the query's pairs
    pairsNeeded: pairs.length - 2 * maxTypos,
    query,
    wordStart: ` ${query}`,
    text,
    mask: charMask(query),
    maxTypos,
    ascii,
    other,
  };
}

/**
 * Fewest edits turning the pattern into some substring of `text` (Myers 1999, search
 * variant). With `stopAt`, returns as soon as a substring within that many edits is found.
 */
function typos(pattern: Pattern, text: string, stopAt = -1, from = 0, to = text.length): number {
  const { ascii, other } = pattern;
  const m = pattern.text.length;
  const last = 1 << (m - 1);
  let pv = -1;
  let mv = 0;
  let score = m;
  let best = m;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    const eq = code < 128 ? ascii[code]! : (other.get(code) ?? 0);
    const xv = eq | mv;
    const xh = (((eq & pv) + pv) ^ pv) | eq;
    let ph = mv | ~(xh | pv);
    let mh = pv & xh;
    if (ph & last) score++;
    else if (mh & last) score--;
    // a match may start anywhere in the text: no carry into the first row
    ph <<= 1;
    mh <<= 1;
    pv = mh | ~(xv | ph);
    mv = ph & xv;
    if (score < best) {
      best = score;
      if (best <= stopAt) return best;
    }
  }
  return best;
}

/**
 * Fewest typos of the pattern in `text`, looking only around the places where one of its
 * pieces occurs intact (any match within maxTypos keeps one): a few short windows instead of
 * the whole text. Returns more than maxTypos when there is no match.
 */
function typosNearPieces(pattern: Pattern, text: string, stopAt = -1): number {
  const m = pattern.text.length;
  const k = pattern.maxTypos;
  let best = Infinity;
  let scanned = 0;
  for (let j = 0; j < pattern.pieces.length; j++) {
    const piece = pattern.pieces[j]!;
    const offset = pattern.pieceStarts[j]!;
    for (let at = text.indexOf(piece); at >= 0; at = text.indexOf(piece, at + 1)) {
      const from = Math.max(0, at - offset - k);
      const to = Math.min(text.length, at - offset + m + k);
      scanned += to - from;
      // a common piece: one pass over the whole text is cheaper than many windows
      if (scanned > text.length) return typos(pattern, text, stopAt);
      const found = typos(pattern, text, stopAt, from, to);
      if (found < best) best = found;
      if (best <= stopAt) return best;
    }
  }
  return best;
}

/** Marks the records that hold the query intact. */
type Hits = Uint8Array;

/** Whether any field of the record could match: a lower bound, never a false "no". */
function mayMatch(
  pattern: Pattern,
  hits: Hits,
  r: number,
  record: { all: string; mask: number; pairs: Int32Array },
): boolean {
  if (hits[r]) return true;
  if (pattern.maxTypos === 0) return false;
  // each character of the query missing from the record costs at least one edit
  if (popcount(pattern.mask & ~record.mask) > pattern.maxTypos) return false;
  if (pattern.pairsNeeded > 0) {
    let kept = 0;
    const { pairs } = pattern;
    for (let i = 0; i < pairs.length; i++) {
      const hash = pairs[i]!;
      if (record.pairs[hash >>> 5]! & (1 << (hash & 31))) kept++;
    }
    if (kept < pattern.pairsNeeded) return false;
  }
  return typosNearPieces(pattern, record.all, pattern.maxTypos) <= pattern.maxTypos;
}

/** Score of one normalised string against the pattern, 0 (equal) to Infinity (no match). */
function textScore(pattern: Pattern, field: FieldText): number {
  const { query } = pattern;
  const text = field.text;
  if (text === query) return 0;
  const at = text.indexOf(query);
  if (at >= 0) {
    const rest = 0.1 * (1 - query.length / text.length);
    if (at === 0) return 0.05 + rest;
    if (text.charCodeAt(at - 1) === 32 || text.includes(pattern.wordStart)) return 0.1 + rest;
    // a single letter inside a word says nothing about the title
    return query.length > 1 ? 0.2 + rest : Infinity;
  }
  if (pattern.maxTypos === 0 || popcount(pattern.mask & ~field.mask) > pattern.maxTypos) {
    return Infinity;
  }
  const k = typosNearPieces(pattern, text);
  if (k > pattern.maxTypos) return Infinity;
  const rest = 0.05 * Math.max(0, 1 - query.length / text.length);
  return TYPO_BASE + (TYPO_COST * k) / pattern.text.length + rest;
}

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
      prepare([item.title]),
      prepare([item.director]),
      prepare(item.cast),
      // `list:` tags mark list membership (spec §3), not words a viewer searches for
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

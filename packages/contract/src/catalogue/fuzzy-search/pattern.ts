import { charMask, pairHash, popcount } from './text';

/** A compiled query: what matching one string against it needs, with typos (Myers 1999). */

export const TYPO_BASE = 0.1;
export const TYPO_COST = 1.2;
const CHARS_PER_TYPO = 5;
/** More typos than this is another query, and would let every record through the filters. */
const MAX_TYPOS = 3;
/** Myers' algorithm keeps one pattern column in a 32-bit word. */
const MAX_FUZZY_LENGTH = 32;

/** A distinct normalised field value; records share it (cast, genres, languages repeat). */
export type FieldText = { id: number; text: string; mask: number };

export type Pattern = {
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

export function compilePattern(query: string): Pattern {
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
export type Hits = Uint8Array;

/** Whether any field of the record could match: a lower bound, never a false "no". */
export function mayMatch(
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
export function textScore(pattern: Pattern, field: FieldText): number {
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

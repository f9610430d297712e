/** Text normalisation and the cheap bit-set filters the fuzzy index builds on. */

const MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/** Lowercase, accents stripped, runs of anything but letters and digits as one space. */
export function normalizeText(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(SEPARATORS, ' ').trim();
}

/** One bit per letter a–z, the rest hashed onto six bits: a cheap "which characters" set. */
export function charMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 32) continue;
    mask |= 1 << (code >= 97 && code <= 122 ? code - 97 : 26 + (code % 6));
  }
  return mask;
}

export const PAIR_BITS = 1024;

export function pairHash(a: number, b: number): number {
  return (Math.imul((a << 16) ^ b, 0x9e3779b1) >>> 22) & (PAIR_BITS - 1);
}

export function pairSet(text: string): Int32Array {
  const set = new Int32Array(PAIR_BITS / 32);
  for (let i = 0; i + 1 < text.length; i++) {
    const hash = pairHash(text.charCodeAt(i), text.charCodeAt(i + 1));
    set[hash >>> 5]! |= 1 << (hash & 31);
  }
  return set;
}

export function popcount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

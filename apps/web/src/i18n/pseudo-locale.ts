import type { Translate } from './translate-texts';

// look-alike letters: the text stays readable, English that skipped the texts stands out plain,
// and the accents above capitals and below the line show a box too short for its text
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'áƀçðéƒĝĥíĵķļɱñöþǫŕšţüṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];
const VOWEL = /[aeiouy]/i;
/** How much longer a text becomes: Spanish, Portuguese and German run about this much longer. */
export const PSEUDO_GROWTH = 0.35;

const accent = (text: string): string =>
  [...text]
    .map((char) => {
      const accented = ACCENTED[PLAIN.indexOf(char)] ?? char;
      // a doubled vowel lengthens each word where it is, so the text still wraps as words do
      return VOWEL.test(char) ? accented + ACCENTED[PLAIN.indexOf(char.toLowerCase())] : accented;
    })
    .join('');

/**
 * `english` in the pseudo-locale: accented, its vowels doubled and, where that is not enough,
 * `~` added, about 35% longer, between brackets that show where a cut-off text ends. The
 * `kept` values inside it (a title, a username: data, not words of ours) stay as they are.
 */
export const pseudoText = (english: string, kept: readonly string[] = []): string => {
  if (english.trim() === '') return english;
  let out = '';
  let rest = english;
  while (rest !== '') {
    const found = kept
      .map((value) => ({ value, at: rest.indexOf(value) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at || b.value.length - a.value.length)[0];
    if (!found) {
      out += accent(rest);
      break;
    }
    out += accent(rest.slice(0, found.at)) + found.value;
    rest = rest.slice(found.at + found.value.length);
  }
  const missing = Math.ceil(english.length * (1 + PSEUDO_GROWTH)) - (out.length + 2);
  return `[${out}${missing > 0 ? ` ${'~'.repeat(missing)}` : ''}]`;
};

/**
 * The pseudo-locale's messages, made from the English texts themselves (a function is called
 * with its values, so its own plural and number logic stays), with every message key.
 */
export const pseudoTranslate: Translate = (_key, args, english) =>
  pseudoText(
    typeof english === 'function'
      ? String((english as (...a: unknown[]) => unknown)(...args))
      : String(english),
    args.filter((value): value is string => typeof value === 'string' && value !== ''),
  );
